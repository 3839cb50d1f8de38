/** An organization holds at most the document's bound of projects (ADR 0034): creating or moving in beyond it is 409. */
import type { FastifyInstance } from 'fastify';
import { assertRoom } from '#src/lib/limits.js';

export function assertRoomForProject(app: FastifyInstance, orgId: number): void {
  assertRoom(
    app,
    'ProjectListResponse',
    app.repos.projects.ofOrganization(orgId).length,
    (max) => `An organization has at most ${max} projects; delete one first.`,
  );
}
