/**
 * The provider states of the consumer tests, in plain words, each set up on a mock reset to its seed: who is signed in
 * (the request filter sends that user's fresh token) and which objects the interaction names (returned as the values
 * the pact injects into paths and bodies: projectId, devicePk, factorId, taskId, …).
 */
import { expiredCopy, type Tokens } from './backend';
import {
  deviceWith,
  exportTask,
  firstProject,
  ids,
  isSwitch,
  numeric,
  type StateContext,
  type StateResult,
} from './state-helpers';

export type { StateContext, StateResult } from './state-helpers';

type Handler = (ctx: StateContext, signedIn: Tokens) => Promise<Omit<StateResult, 'tokens'>>;

const asDemo: Handler = async () => ({ user: 'demo', values: {} });

export const STATES: Record<string, { user: string | null; setup: Handler }> = {
  'user demo exists with password demo123456': {
    user: null,
    setup: async () => ({ user: null, values: {} }),
  },
  'a WeChat user wx_lihua exists': { user: null, setup: async () => ({ user: null, values: {} }) },
  'user demo is signed in': {
    user: 'demo',
    setup: async (_ctx, t) => ({ user: 'demo', values: { refreshToken: t.refresh } }),
  },
  'user demo is signed in with an expired access token': {
    user: 'demo',
    setup: async (ctx, t) => {
      if (!ctx.jwtSecret)
        throw new Error('state set-up: the JWT secret is needed to mint an expired token');
      return { user: 'demo', accessOverride: expiredCopy(t.access, ctx.jwtSecret), values: {} };
    },
  },
  'user demo is signed in and owns project proj_a': {
    user: 'demo',
    setup: async (ctx, t) => ({ user: 'demo', values: { projectId: await firstProject(ctx, t) } }),
  },
  'user outsider is signed in and belongs only to other-org': {
    user: 'outsider',
    setup: async () => ({ user: 'outsider', values: {} }),
  },
  'user viewer is signed in as a readonly member of demo-farm': {
    user: 'viewer',
    setup: async () => ({ user: 'viewer', values: {} }),
  },
  'user demo is signed in and device 9999 belongs to no organization of demo': {
    user: 'demo',
    setup: asDemo,
  },
  'device SIM-BIND-001 is unbound with safe code SAFE-001 and demo owns project proj_a': {
    user: 'demo',
    setup: async (ctx, t) => ({ user: 'demo', values: { projectId: await firstProject(ctx, t) } }),
  },
  'device 7 is online in project proj_a of demo-farm': {
    user: 'demo',
    setup: async (ctx, t) => ({
      user: 'demo',
      values: ids((await deviceWith(ctx, t, true)).device),
    }),
  },
  'device 7 is offline in project proj_a of demo-farm': {
    user: 'demo',
    setup: async (ctx, t) => ({
      user: 'demo',
      values: ids((await deviceWith(ctx, t, false)).device),
    }),
  },
  'device 7 is in project proj_a and demo-farm also has project proj_b': {
    user: 'demo',
    setup: async (ctx, t) => {
      const { device } = await deviceWith(ctx, t, true);
      const projects = await ctx.backend.ok<{ project_id: string }[]>('GET', '/api/v2/projects/', {
        token: t.access,
      });
      const other = projects.find((p) => p.project_id !== device.project?.project_id);
      if (!other) throw new Error('state set-up: demo-farm needs a second project');
      return { user: 'demo', values: { ...ids(device), otherProjectId: other.project_id } };
    },
  },
  'device 7 in project proj_a has numeric factor 31': {
    user: 'demo',
    setup: async (ctx, t) => {
      const { device, factor } = await deviceWith(ctx, t, true, numeric);
      return { user: 'demo', values: ids(device, factor) };
    },
  },
  'device 7 in project proj_a is online and has switch factor 31': {
    user: 'demo',
    setup: async (ctx, t) => {
      const { device, factor } = await deviceWith(ctx, t, true, isSwitch);
      return { user: 'demo', values: ids(device, factor) };
    },
  },
  'factor AG7K2M9Q4T of an online device of demo-farm has reported in the last hour': {
    user: 'demo',
    setup: async (ctx, t) => {
      const { factor } = await deviceWith(ctx, t, true, numeric);
      return {
        user: 'demo',
        values: {
          agriId: factor.agri_id,
          minTimestamp: String(Math.floor(Date.now() / 1000) - 3600),
        },
      };
    },
  },
  'download task 3 of project proj_a is completed': {
    user: 'demo',
    setup: async (ctx, t) => {
      const { projectId, taskId } = await exportTask(ctx, t, 1, ['completed']);
      const link = await ctx.backend.ok<{ download_url: string }>(
        'GET',
        `/api/v2/projects/${projectId}/data-download-tasks/${taskId}/download/`,
        { token: t.access },
      );
      const query = new URL(link.download_url, 'http://link.invalid').searchParams;
      return {
        user: 'demo',
        values: {
          projectId,
          taskId,
          expires: query.get('expires') ?? '',
          signature: query.get('signature') ?? '',
        },
      };
    },
  },
  'download task 3 of project proj_a failed (range longer than 31 days)': {
    user: 'demo',
    setup: async (ctx, t) => ({ user: 'demo', values: await exportTask(ctx, t, 40, ['failed']) }),
  },
  'organization demo-farm has access token 2 expiring 2099-12-21, used once': {
    user: 'demo',
    setup: async (ctx, t) => {
      const token = await ctx.backend.ok<{ id: number; token: string }>('POST', '/api/v2/tokens/', {
        token: t.access,
        body: {
          name: '数据大屏 Dashboard reader',
          access_config: { role: 'readonly', all_projects: true, projects: [] },
          expires_at: '2099-12-21T00:00:00Z',
        },
      });
      await ctx.backend.ok('GET', '/api/v2/projects/', { token: token.token });
      return { user: 'demo', values: { tokenId: token.id } };
    },
  },
  'the POST forwarder of demo-farm sends to http://127.0.0.1:9/hooks/greenhouse': {
    user: 'demo',
    setup: async (ctx, t) => {
      await ctx.backend.ok('PUT', '/api/v2/forwarders/post/', {
        token: t.access,
        body: { url: 'http://127.0.0.1:9/hooks/greenhouse' },
      });
      return { user: 'demo', values: {} };
    },
  },
  'the MongoDB forwarder of demo-farm writes to sensor_data': {
    user: 'demo',
    setup: async (ctx, t) => {
      await ctx.backend.ok('PUT', '/api/v2/forwarders/mongodb/', {
        token: t.access,
        body: { uri: 'mongodb://iot:secret@127.0.0.1:27017/farm', collection: 'sensor_data' },
      });
      return { user: 'demo', values: {} };
    },
  },
  'organization demo-farm has sub-user 12 wangfang': {
    user: 'demo',
    setup: async (ctx, t) => {
      const users = await ctx.backend.ok<{ id: number; username: string }[]>(
        'GET',
        '/api/v2/users/',
        {
          token: t.access,
        },
      );
      const wangfang = users.find((u) => u.username === 'wangfang');
      if (!wangfang) throw new Error('state set-up: wangfang is not a member of demo-farm');
      return { user: 'demo', values: { userId: wangfang.id } };
    },
  },
  'user zhaolei is blacklisted in demo-farm as entry 1': {
    user: 'demo',
    setup: async (ctx, t) => {
      const entries = await ctx.backend.ok<{ id: number }[]>('GET', '/api/v2/users/blacklist/', {
        token: t.access,
      });
      if (!entries[0]) throw new Error('state set-up: the blacklist of demo-farm is empty');
      return { user: 'demo', values: { entryId: entries[0].id } };
    },
  },
};
