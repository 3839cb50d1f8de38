/**
 * What the provider states look up and create through the API of the server under test: devices of demo-farm with the
 * factor an interaction needs (forced online or offline on the mock), the first project, export tasks in a given status.
 */
import type { Backend, Tokens } from './backend';

export interface StateResult {
  /** Whose token the request carries (null: the request's own credentials, e.g. sign-in). */
  user: string | null;
  tokens?: Tokens;
  /** Use this access token instead of the user's fresh one (the expired-token interaction). */
  accessOverride?: string;
  values: Record<string, string | number>;
}

export interface StateContext {
  backend: Backend;
  /** Puts the mock back to its seed; absent for a real backend. */
  reset?: () => Promise<void>;
  jwtSecret?: string;
  /** Forces a device online or offline (the mock's control plane); absent for a real backend. */
  forceDeviceState?: (devicePk: number, state: 'online' | 'offline') => Promise<void>;
}

export interface DeviceRow {
  id: number;
  is_online: boolean;
  project: { project_id: string } | null;
}
export interface FactorRow {
  id: number;
  agri_id: string;
  the_type: number;
  enabled: boolean;
}

export async function devices(ctx: StateContext, t: Tokens): Promise<DeviceRow[]> {
  const page = await ctx.backend.ok<{ results: DeviceRow[] }>(
    'GET',
    '/api/v2/devices/?page_size=1000',
    {
      token: t.access,
    },
  );
  return page.results.filter((d) => d.project !== null);
}

export async function factorsOf(ctx: StateContext, t: Tokens, d: DeviceRow): Promise<FactorRow[]> {
  return ctx.backend.ok<FactorRow[]>(
    'GET',
    `/api/v2/projects/${d.project?.project_id}/devices/${d.id}/factors/`,
    {
      token: t.access,
    },
  );
}

/** The first device of a project of demo-farm that is online (or offline) and has a factor matching `want`. */
export async function deviceWith(
  ctx: StateContext,
  t: Tokens,
  online: boolean,
  want: (f: FactorRow) => boolean = () => true,
): Promise<{ device: DeviceRow; factor: FactorRow }> {
  for (const device of (await devices(ctx, t)).filter((d) => d.is_online === online)) {
    const factor = (await factorsOf(ctx, t, device)).find((f) => f.enabled && want(f));
    if (factor) return { device, factor };
  }
  throw new Error(
    `state set-up: no ${online ? 'online' : 'offline'} device with such a factor in demo-farm`,
  );
}

export const numeric = (f: FactorRow) => f.the_type >= 1000;
export const isSwitch = (f: FactorRow) => f.the_type === 200 || f.the_type === 201;
export const ids = (device: DeviceRow, factor?: FactorRow) => ({
  projectId: device.project?.project_id ?? '',
  devicePk: device.id,
  ...(factor ? { factorId: factor.id, agriId: factor.agri_id } : {}),
});

export async function firstProject(ctx: StateContext, t: Tokens): Promise<string> {
  const projects = await ctx.backend.ok<{ project_id: string }[]>('GET', '/api/v2/projects/', {
    token: t.access,
  });
  const id = projects[0]?.project_id;
  if (!id) throw new Error('state set-up: demo-farm has no project');
  return id;
}

export interface TaskRow {
  id: number;
  status: string;
}

/** Creates an export task of a numeric factor and waits until it reaches one of `until`. */
export async function exportTask(ctx: StateContext, t: Tokens, days: number, until: string[]) {
  const { device, factor } = await deviceWith(ctx, t, true, numeric);
  const projectId = device.project?.project_id ?? '';
  const end = Math.floor(Date.now() / 1000) - 60;
  const task = await ctx.backend.ok<TaskRow>(
    'POST',
    `/api/v2/projects/${projectId}/data-download-tasks/`,
    {
      token: t.access,
      body: {
        device_id: device.id,
        factors: [factor.id],
        start_time: end - days * 86400,
        end_time: end,
      },
    },
  );
  const deadline = Date.now() + 15_000;
  for (;;) {
    const tasks = await ctx.backend.ok<TaskRow[]>(
      'GET',
      `/api/v2/projects/${projectId}/data-download-tasks/`,
      {
        token: t.access,
      },
    );
    const status = tasks.find((x) => x.id === task.id)?.status;
    if (status && until.includes(status)) return { projectId, taskId: task.id };
    if (Date.now() > deadline) throw new Error(`state set-up: task ${task.id} stayed ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
