/**
 * The auth guard of every operation (app.guard): who is calling (authenticate.ts), which organization and project, and
 * whether the role may make this change (authorize.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Area } from './access.js';
import { authenticator } from './authenticate.js';
import { authorize, check, orgAccess, requireProject } from './authorize.js';

export function createGuard(app: FastifyInstance) {
  return {
    authenticate: authenticator(app),
    authorize: authorize.bind(null, app),
    orgAccess: (request: FastifyRequest, slug: string) => orgAccess(app, request, slug),
    requireProject: (request: FastifyRequest, projectId: string) =>
      requireProject(app, request, projectId),
    check: (request: FastifyRequest, area: Area) => check(request, area),
  };
}

export type Guard = ReturnType<typeof createGuard>;
