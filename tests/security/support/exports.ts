/** Export tasks through the API, as a visitor of the console creates them. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { envelope, type Session } from './mock';

export type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * Creates an export of the first device of demo-farm's first project: its first factor (or all of them) over the
 * `days` before now. Resolves with the answer.
 */
export async function exportFirstDevice(
  call: Call,
  who: Session,
  { days = 1, allFactors = false }: { days?: number; allFactors?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const headers = who.headers('demo-farm');
  const get = async <T>(url: string) => envelope<T>(await call({ url, headers })).data;
  const [project] = await get<{ project_id: string }[]>('/api/v2/projects/');
  const base = `/api/v2/projects/${project!.project_id}`;
  const devices = await get<{ results: { id: number }[] }>(`${base}/devices/`);
  const device = devices.results[0]!;
  const factors = await get<{ id: number }[]>(`${base}/devices/${device.id}/factors/`);
  const now = Math.floor(Date.now() / 1000);
  return call({
    method: 'POST',
    url: `${base}/data-download-tasks/`,
    headers,
    payload: {
      device_id: device.id,
      factors: (allFactors ? factors : factors.slice(0, 1)).map((f) => f.id),
      start_time: now - (days + 1) * 86400,
      end_time: now - 86400,
    },
  });
}
