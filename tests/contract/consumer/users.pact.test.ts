import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  addToBlacklist,
  createUser,
  deleteUser,
  listBlacklist,
  listUsers,
  removeFromBlacklist,
  updateUser,
} from '@iot/api-client/hooks/users';
import {
  authHeaders,
  caught,
  createPact,
  EXAMPLES,
  JSON_HEADERS,
  statePath,
  useClient,
} from './support/pact';
import { blacklistEntry, failure, isoTime, ok, user } from './support/shapes';

const { eachLike, string } = MatchersV3;
const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const HAS_USER = 'organization demo-farm has sub-user 12 wangfang';
const permissions = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: false,
  can_manage_settings: false,
};
const newUser = {
  username: 'liuyang',
  password: 'Zhang#2026wei',
  nickname: '张伟',
  cellphone: '13800138000',
  permissions,
};

describe('users', () => {
  it('listUsers: lists the sub-users of the organization, filtered by type', async () => {
    await pact
      .addInteraction()
      .given(HAS_USER)
      .uponReceiving('a request for the normal sub-users of demo-farm')
      .withRequest('GET', '/api/v2/users/', (b) =>
        b.headers(authHeaders()).query({ user_type: 'normal' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok(eachLike(user({ user_type: 'normal', nickname: undefined, cellphone: undefined }))),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const users = await listUsers({ user_type: 'normal' });
        expect(users[0]?.username).toBeTruthy();
        expect(typeof users[0]?.can_manage_user).toBe('boolean');
      });
  });

  it('createUser: creates a sub-user with permission flags', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to create sub-user liuyang')
      .withRequest('POST', '/api/v2/users/', (b) => b.headers(withBody).jsonBody(newUser))
      .willRespondWith(201, (b) =>
        b.jsonBody(
          ok(
            user({
              username: 'liuyang',
              nickname: '张伟',
              cellphone: '13800138000',
              ...permissions,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const created = await createUser(newUser);
        expect(created.username).toBe('liuyang');
        expect(created.can_manage_project).toBe(true);
      });
  });

  it('createUser: a username that is taken is a 409', async () => {
    const body = { ...newUser, username: 'viewer' };
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to create a sub-user with the taken username viewer')
      .withRequest('POST', '/api/v2/users/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(409, (b) => b.jsonBody(failure('conflict', 'Username viewer is taken')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(createUser(body));
        expect([e.status, e.code]).toEqual([409, 'conflict']);
      });
  });

  it('updateUser: changes nickname, cellphone and permissions', async () => {
    const body = {
      nickname: '张伟 Zhang Wei',
      cellphone: '13900139000',
      permissions: { ...permissions, can_manage_user: true },
    };
    await pact
      .addInteraction()
      .given(HAS_USER)
      .uponReceiving('a request to change sub-user 12 wangfang')
      .withRequest('PUT', statePath('/api/v2/users/{userId}/'), (b) =>
        b.headers(withBody).jsonBody(body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok(
            user({
              nickname: body.nickname,
              cellphone: body.cellphone,
              can_manage_user: true,
              activate_time: isoTime('2026-10-08T01:22:00Z'),
              email: string('wangfang@farm.example.org'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const updated = await updateUser(EXAMPLES.userId, body);
        expect(updated.can_manage_user).toBe(true);
        expect(updated.email).toBeTruthy();
      });
  });

  it('deleteUser: removes a sub-user from the organization', async () => {
    await pact
      .addInteraction()
      .given(HAS_USER)
      .uponReceiving('a request to remove sub-user 12 wangfang')
      .withRequest('DELETE', statePath('/api/v2/users/{userId}/'), (b) => b.headers(authHeaders()))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(deleteUser(EXAMPLES.userId)).resolves.toBeUndefined();
      });
  });

  it('deleteUser: an unknown sub-user is a 404', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to remove a sub-user that does not exist')
      .withRequest('DELETE', '/api/v2/users/999999/', (b) => b.headers(authHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(failure('not_found', 'User not found')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(deleteUser(999999));
        expect([e.status, e.code]).toEqual([404, 'not_found']);
      });
  });

  it('listBlacklist: lists the barred users', async () => {
    await pact
      .addInteraction()
      .given('user zhaolei is blacklisted in demo-farm as entry 1')
      .uponReceiving('a request for the blacklist of demo-farm')
      .withRequest('GET', '/api/v2/users/blacklist/', (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(ok(eachLike(blacklistEntry()))))
      .executeTest(async (server) => {
        useClient(server.url);
        const entries = await listBlacklist();
        expect(entries[0]?.user.username).toBeTruthy();
      });
  });

  it('addToBlacklist: bars a member', async () => {
    const body = { username: 'viewer', reason: '离职 Left the company' };
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to bar member viewer')
      .withRequest('POST', '/api/v2/users/blacklist/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(201, (b) =>
        b.jsonBody(
          ok({
            ...blacklistEntry(),
            reason: body.reason,
            user: { ...blacklistEntry().user, username: 'viewer' },
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const entry = await addToBlacklist(body);
        expect(entry.user.username).toBe('viewer');
      });
  });

  it('removeFromBlacklist: lifts a bar', async () => {
    await pact
      .addInteraction()
      .given('user zhaolei is blacklisted in demo-farm as entry 1')
      .uponReceiving('a request to lift blacklist entry 1')
      .withRequest('DELETE', statePath('/api/v2/users/blacklist/{entryId}/'), (b) =>
        b.headers(authHeaders()),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(removeFromBlacklist(EXAMPLES.entryId)).resolves.toBeUndefined();
      });
  });
});
