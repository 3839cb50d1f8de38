import type { BlacklistCreate, UserCreate, UserUpdate } from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
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
  stateValue,
  useClient,
} from './support/pact';
import { answer, failure, type Matching } from './support/expected';
import { STATE } from './support/states';

const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const HAS_USER = STATE.member;
const permissions = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: false,
  can_manage_settings: false,
};
const newUser = {
  username: EXAMPLES.newUsername,
  password: 'Zhang#2026wei',
  nickname: '张伟',
  cellphone: '13800138000',
  permissions,
} satisfies Matching<UserCreate>;

describe('users', () => {
  it('listUsers: lists the sub-users of the organization, filtered by type', async () => {
    await pact
      .addInteraction()
      .given(HAS_USER)
      .uponReceiving('a request for the normal sub-users of an organization')
      .withRequest('GET', '/api/v2/users/', (b) =>
        b.headers(authHeaders()).query({ user_type: 'normal' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('listUsers')))
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
      .given(STATE.owner)
      .uponReceiving('a request to create a sub-user')
      .withRequest('POST', '/api/v2/users/', (b) =>
        b.headers(withBody).jsonBody({
          ...newUser,
          username: stateValue('newUsername'),
        } satisfies Matching<UserCreate>),
      )
      // The console reloads the list after creating a sub-user; it reads the answer for its type only.
      .willRespondWith(201, (b) => b.jsonBody(answer('createUser')))
      .executeTest(async (server) => {
        useClient(server.url);
        const created = await createUser(newUser);
        expect(typeof created.can_manage_project).toBe('boolean');
      });
  });

  it('createUser: a username that is taken is a 409', async () => {
    const body = { ...newUser, username: EXAMPLES.memberUsername } satisfies Matching<UserCreate>;
    await pact
      .addInteraction()
      .given(HAS_USER)
      .uponReceiving('a request to create a sub-user with a taken username')
      .withRequest('POST', '/api/v2/users/', (b) =>
        b.headers(withBody).jsonBody({
          ...body,
          username: stateValue('memberUsername'),
        } satisfies Matching<UserCreate>),
      )
      .willRespondWith(409, (b) => b.jsonBody(failure('conflict', 'Username wangfang is taken')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(createUser(body));
        expect(e.status).toBe(409);
      });
  });

  it('updateUser: changes nickname, cellphone and permissions', async () => {
    const body = {
      nickname: '张伟 Zhang Wei',
      cellphone: '13900139000',
      permissions: { ...permissions, can_manage_user: true },
    } satisfies Matching<UserUpdate>;
    await pact
      .addInteraction()
      .given(HAS_USER)
      .uponReceiving('a request to change a sub-user')
      .withRequest('PUT', statePath('/api/v2/users/{userId}/'), (b) =>
        b.headers(withBody).jsonBody(body),
      )
      // The list reloads after the change.
      .willRespondWith(200, (b) => b.jsonBody(answer('updateUser')))
      .executeTest(async (server) => {
        useClient(server.url);
        const updated = await updateUser(EXAMPLES.userId, body);
        expect(updated.username).toBeTruthy();
      });
  });

  it('deleteUser: removes a sub-user from the organization', async () => {
    await pact
      .addInteraction()
      .given(HAS_USER)
      .uponReceiving('a request to remove a sub-user')
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
      .given(STATE.owner)
      .uponReceiving('a request to remove a sub-user that does not exist')
      .withRequest('DELETE', '/api/v2/users/999999999/', (b) => b.headers(authHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(failure('not_found', 'User not found')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(deleteUser(999999999));
        expect(e.status).toBe(404);
      });
  });

  it('listBlacklist: lists the barred users', async () => {
    await pact
      .addInteraction()
      .given(STATE.barredUser)
      .uponReceiving('a request for the blacklist of an organization')
      .withRequest('GET', '/api/v2/users/blacklist/', (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(answer('listBlacklist')))
      .executeTest(async (server) => {
        useClient(server.url);
        const entries = await listBlacklist();
        expect(entries[0]?.user.username).toBeTruthy();
      });
  });

  it('addToBlacklist: bars a member', async () => {
    const body = {
      username: EXAMPLES.memberUsername,
      reason: '离职 Left the company',
    } satisfies Matching<BlacklistCreate>;
    await pact
      .addInteraction()
      .given(HAS_USER)
      .uponReceiving('a request to bar a member')
      .withRequest('POST', '/api/v2/users/blacklist/', (b) =>
        b.headers(withBody).jsonBody({
          ...body,
          username: stateValue('memberUsername'),
        } satisfies Matching<BlacklistCreate>),
      )
      .willRespondWith(201, (b) => b.jsonBody(answer('addToBlacklist')))
      .executeTest(async (server) => {
        useClient(server.url);
        const entry = await addToBlacklist(body);
        expect(entry.user.username).toBeTruthy();
      });
  });

  it('removeFromBlacklist: lifts a bar', async () => {
    await pact
      .addInteraction()
      .given(STATE.barredUser)
      .uponReceiving('a request to lift a blacklist entry')
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
