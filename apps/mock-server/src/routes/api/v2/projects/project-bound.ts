/** An organization holds at most the document's bound of projects (ADR 0034): creating or moving in beyond it is 409. */
import type { FastifyInstance } from 'fastify';
import { assertRoom } from '#src/lib/limits.js';
import { msg } from '#src/i18n/messages.js';

export function assertRoomForProject(app: FastifyInstance, orgId: number): void {
  assertRoom(app, 'ProjectListResponse', app.repos.projects.ofOrganization(orgId).length, (max) =>
    msg('project.too_many', { max }),
  );
}
