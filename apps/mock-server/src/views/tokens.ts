/** API shape of an API access token: the secret in full only in the answer of create, masked elsewhere. */
import { TOKEN_ROLE_DISPLAY } from '#src/auth/permissions.js';
import type { AccessTokenRecord, Schemas } from '#src/db/types.js';

export function tokenView(t: AccessTokenRecord, secret?: string): Schemas['AccessToken'] {
  return {
    id: t.id,
    name: t.name,
    token: secret ?? `iot_****${t.last4}`,
    is_active: t.is_active,
    expires_at: t.expires_at,
    last_used_at: t.last_used_at,
    created_at: t.created_at,
    access_config: {
      role: t.role,
      role_display: TOKEN_ROLE_DISPLAY[t.role],
      all_projects: t.all_projects,
      projects: t.all_projects ? [] : [...t.projects],
    },
  };
}
