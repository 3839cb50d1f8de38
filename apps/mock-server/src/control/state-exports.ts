/**
 * Export tasks for provider states: a task of a device's factor, run by the mock's export runner until it ends
 * (completed with its CSV, or failed), and the signed link of a completed one — the mock's own signing secret, so the
 * link is one the public downloadTaskFile operation accepts.
 */
import type { FastifyInstance } from 'fastify';
import type { DownloadTaskRecord, FactorRecord, ProjectRecord } from '#src/db/types.js';
import { bindingOf, downloadLink } from '#src/services/download-links.js';
import { factorTypeDetail } from '#src/simulation/factor-types.js';
import { worldServices } from '#src/services/world-services.js';
import type { CreatedDevice } from './state-world.js';
import { failureText } from '#src/views/downloads.js';

const SETTLE_TIMEOUT_MS = 20_000;

/**
 * Runs an export of `factor` over the last `days` days (over 31 days it fails, as a user's would) and resolves with the
 * task once it ended in `expected`.
 */
export async function runExport(
  app: FastifyInstance,
  project: ProjectRecord,
  { device }: CreatedDevice,
  factor: FactorRecord,
  days: number,
  expected: 'completed' | 'failed',
): Promise<DownloadTaskRecord> {
  const end = app.clock.nowSeconds() - 60;
  const task = app.repos.downloads.create({
    name: `${device.device_name} ${new Date(end * 1000).toISOString().slice(0, 10)}`,
    status: 'pending',
    progress: 0,
    create_time: app.clock.nowSeconds(),
    error_msg: null,
    device: { id: device.id, device_id: device.device_id, device_name: device.device_name },
    factors: [
      {
        id: factor.id,
        name: factor.name,
        agri_id: factor.agri_id,
        unit: factorTypeDetail(factor.the_type, 'zh').unit,
      },
    ],
    start_time: end - days * 86400,
    end_time: end,
    file_size: null,
    org_id: project.org_id,
    project_id: project.project_id,
    file_path: null,
  });
  await app.repos.commit();
  const { exports } = worldServices(app);
  exports.enqueue(task.id);
  // Polls every 20 ms of real time, counted in polls: the world's clock may stand still.
  for (let waited = 0; task.status === 'pending' || task.status === 'exporting'; waited += 20) {
    if (waited > SETTLE_TIMEOUT_MS) throw new Error(`export task ${task.id} did not end in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (task.status !== expected)
    throw new Error(
      `export task ${task.id} ended ${task.status} (${failureText(task, 'en') ?? ''})`,
    );
  return task;
}

/** `expires` and `signature` of the signed link of a completed task (as getDownloadTaskLink would answer). */
export function signedLink(app: FastifyInstance, task: DownloadTaskRecord) {
  const services = worldServices(app);
  const binding = bindingOf(app.repos.instanceId(), task);
  const link = downloadLink(
    services.downloadSecret,
    binding,
    app.clock.nowSeconds(),
    services.downloadTtl,
  );
  const query = new URL(link.download_url, 'http://link.invalid').searchParams;
  return { expires: Number(query.get('expires')), signature: query.get('signature') ?? '' };
}
