/**
 * The provider states of the console's contract (tests/contract, docs/provider-states.md), one sentence each: what the
 * set-up creates — always fresh objects of its own — and the values it answers for the pact to inject. A signed-in
 * state answers its account's `username` and `password` and a session of it (`accessToken`, `refreshToken`): a Pact
 * verifier signs nobody in, it only injects what the state answers.
 */
import type { FastifyInstance } from 'fastify';
import { runExport, signedLink } from './state-exports.js';
import type { CreatedUser, WorldBuilder } from './state-world.js';

type StateValues = Record<string, string | number>;
type Setup = (b: WorldBuilder, app: FastifyInstance) => Promise<StateValues>;

const credentials = (u: CreatedUser) => ({ username: u.record.username, password: u.password });

/** The account's credentials and a fresh session of it, as the public sign-in would answer. */
async function signedIn(b: WorldBuilder, u: CreatedUser) {
  const { access, refresh } = await b.session(u);
  return { ...credentials(u), accessToken: access, refreshToken: refresh };
}

/** A fresh user who owns a fresh organization; most states build on it. */
async function owner(b: WorldBuilder) {
  const user = await b.user();
  const org = b.org(user.record);
  return { user, org, values: { ...(await signedIn(b, user)), orgSlug: org.slug } };
}

async function withProject(b: WorldBuilder) {
  const base = await owner(b);
  const project = b.project(base.org);
  return { ...base, project, values: { ...base.values, projectId: project.project_id } };
}

async function withDevice(b: WorldBuilder, online: boolean) {
  const base = await withProject(b);
  const created = b.device(base.org, base.project, online);
  return {
    ...base,
    created,
    values: {
      ...base.values,
      devicePk: created.device.id,
      factorId: created.numeric.id,
      agriId: created.numeric.agri_id,
      switchFactorId: created.switch.id,
      minTimestamp: b.now() - 3600,
    },
  };
}

/** An access token of a real session of `user` whose expiry lies in the past (signed with the mock's own secret). */
async function expiredAccess(app: FastifyInstance, user: CreatedUser): Promise<string> {
  const pair = await app.sessions.issue(user.record);
  const claims = app.jwt.decode<{ sub: string; sid: number; typ: 'access' }>(pair.access);
  if (!claims) throw new Error('could not read the access token just issued');
  const now = app.clock.nowSeconds();
  const { sub, sid, typ } = claims;
  return app.jwt.sign({ sub, sid, typ, iat: now - 3600, exp: now - 60 });
}

export const STATES: Record<string, Setup> = {
  'a user exists': async (b) => credentials(await b.user()),

  'a WeChat user exists': async (b) => ({
    wxCode: `mock-${(await b.user('wechat')).record.username}`,
  }),

  'a user is signed in': async (b) => signedIn(b, await b.user()),

  'a user is signed in with an expired access token': async (b, app) => {
    const user = await b.user();
    await app.repos.commit();
    return { ...credentials(user), accessToken: await expiredAccess(app, user) };
  },

  'a user is signed in and owns an organization': async (b) => {
    const { values } = await owner(b);
    const names = { slug: b.freeSlug('tea-garden-'), username: b.freeUsername('liuyang_') };
    b.expect(names);
    return {
      ...values,
      newOrgSlug: names.slug,
      newUsername: names.username,
      // Where nothing answers: the delivery tests report a failure quickly, and nothing leaves the machine.
      forwarderUrl: 'http://127.0.0.1:9/hooks/greenhouse',
      mongodbUri: 'mongodb://iot:secret@127.0.0.1:9/farm',
    };
  },

  'a user is signed in and owns an organization with another member': async (b) => {
    const { org, values } = await owner(b);
    const member = await b.user();
    b.member(org, member.record, 'operator');
    return { ...values, memberUsername: member.record.username, userId: member.record.id };
  },

  'a user is signed in and another user owns an organization': async (b) => {
    const { values } = await owner(b);
    const foreign = await owner(b);
    return { ...values, foreignOrgSlug: foreign.org.slug };
  },

  'a readonly member of an organization is signed in': async (b) => {
    const { org } = await owner(b);
    const reader = await b.user();
    b.member(org, reader.record, 'readonly');
    return { ...(await signedIn(b, reader)), orgSlug: org.slug };
  },

  'a user is signed in and owns an organization with a project': async (b) =>
    (await withProject(b)).values,

  'a user is signed in and owns an organization with a project holding an online device': async (
    b,
  ) => (await withDevice(b, true)).values,

  'a user is signed in and owns an organization with a project holding an offline device': async (
    b,
  ) => (await withDevice(b, false)).values,

  'a user is signed in and owns an organization with a project holding an online device, a second project and a second organization':
    async (b) => {
      const { org, user, values } = await withDevice(b, true);
      const other = b.project(org, '2号温室 Greenhouse 2');
      const second = b.org(user.record);
      return { ...values, otherProjectId: other.project_id, otherOrgSlug: second.slug };
    },

  'a user is signed in and owns an organization with a project, and an unbound device awaits binding':
    async (b) => {
      const { values } = await withProject(b);
      const { device } = b.device(null, null, true);
      return { ...values, bindDeviceId: device.device_id, safeCode: device.safe_code };
    },

  'a user is signed in and owns an organization with a project that has a completed export': async (
    b,
    app,
  ) => {
    const { project, created, values } = await withDevice(b, true);
    await app.repos.commit();
    const task = await runExport(app, project, created, created.numeric, 1, 'completed');
    return { ...values, taskId: task.id, ...signedLink(app, task) };
  },

  'a user is signed in and owns an organization with a project that has a failed export': async (
    b,
    app,
  ) => {
    const { project, created, values } = await withDevice(b, true);
    await app.repos.commit();
    const task = await runExport(app, project, created, created.numeric, 40, 'failed');
    return { ...values, taskId: task.id };
  },

  'a user is signed in and owns an organization with a used API access token': async (b) => {
    const { user, org, values } = await owner(b);
    return { ...values, tokenId: b.token(org, user.record).id };
  },

  'a user is signed in and owns an organization whose POST forwarder is set': async (b) => {
    const { org, values } = await owner(b);
    b.forwarder(org, { post_url: 'http://127.0.0.1:9/hooks/greenhouse' });
    return values;
  },

  'a user is signed in and owns an organization whose MongoDB forwarder is set': async (b) => {
    const { org, values } = await owner(b);
    b.forwarder(org, {
      mongodb_uri: 'mongodb://iot:secret@127.0.0.1:9/farm',
      mongodb_collection: 'sensor_data',
    });
    return values;
  },

  'a user is signed in and owns an organization that has barred a user': async (b) => {
    const { org, values } = await owner(b);
    const barred = await b.user();
    return { ...values, entryId: b.bar(org, barred.record) };
  },
};
