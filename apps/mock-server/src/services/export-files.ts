/** The export files of tasks that go: their exports are cancelled and their files deleted. */
import type { FastifyInstance } from 'fastify';
import { worldServices } from './world-services.js';

/** Cancels the exports of these tasks (their records removed, or about to be) and deletes their files. */
export async function dropExports(app: FastifyInstance, taskIds: readonly number[]): Promise<void> {
  const { exports } = worldServices(app);
  await Promise.all(taskIds.map((id) => exports.remove(id)));
}
