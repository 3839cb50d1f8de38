/**
 * Sandboxes in the control plane (docs/mock-server.md#sandboxes): GET /__mock__/sandboxes lists them (least recently
 * used first), DELETE /__mock__/sandboxes/:name drops one at once (its data, faults, exports) — a test's teardown.
 * Every other control call acts on the world of its own request: send X-Mock-Sandbox to reset, inject faults into or
 * steer devices of a sandbox.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { controlOperation } from './operation.js';
import { notFoundHere } from './english.js';

export async function sandboxRoutes(app: FastifyInstance) {
  controlOperation(app, 'listSandboxes', async () =>
    ok({ max: app.config.sandboxMax, sandboxes: app.worlds.list() }),
  );

  controlOperation(app, 'dropSandbox', async (req) => {
    if (!(await app.worlds.drop(req.params.name))) throw notFoundHere('Sandbox');
    return ok({ dropped: req.params.name });
  });
}
