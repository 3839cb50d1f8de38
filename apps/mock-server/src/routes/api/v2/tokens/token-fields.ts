/** The fields of an API access token as the form sends them, checked beyond the schema and stored as its access. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenRecord, Schemas } from '#src/db/types.js';
import { fieldErrors } from '#src/lib/errors.js';
import { localDayStart } from '#src/simulation/time.js';
import { msg, type Message } from '#src/i18n/messages.js';

type AccessConfig = Schemas['TokenAccessConfig'];

/** A name that is not blank, an expiry not before today (MOCK_TZ), projects of this organization. */
export function checkTokenFields(
  app: FastifyInstance,
  req: FastifyRequest,
  b: { name?: string; expires_at?: string | null; access_config?: AccessConfig },
): void {
  const errors: Record<string, Message> = {};
  if (b.name !== undefined && !b.name.trim()) errors.name = msg('token.name_blank');
  // An expiry on the current day of the server's time zone is still allowed.
  const startOfToday = localDayStart(app.clock.nowSeconds(), app.config.tz) * 1000;
  if (b.expires_at && Date.parse(b.expires_at) < startOfToday)
    errors.expires_at = msg('token.expiry_past');
  const c = b.access_config;
  if (c && !c.all_projects) {
    if (c.projects.length === 0) errors['access_config.projects'] = msg('token.choose_projects');
    const unknown = c.projects.find((p) => app.repos.projects.byId(p)?.org_id !== req.org?.id);
    if (unknown)
      errors['access_config.projects'] = msg('token.project_not_in_org', { project: unknown });
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** What a token may do and where: its role over all projects, or over the listed ones (each once). */
export function accessOf(
  c: AccessConfig,
): Pick<AccessTokenRecord, 'role' | 'all_projects' | 'projects'> {
  return {
    role: c.role,
    all_projects: c.all_projects,
    projects: c.all_projects ? [] : [...new Set(c.projects)],
  };
}
