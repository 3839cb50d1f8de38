import type { AccessTokenCreate, AccessTokenUpdate } from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  createAccessToken,
  deleteAccessToken,
  listAccessTokens,
  updateAccessToken,
} from '@iot/api-client/hooks/tokens';
import {
  authHeaders,
  caught,
  createPact,
  EXAMPLES,
  JSON_HEADERS,
  statePath,
  useClient,
} from './support/pact';
import { answer, asExample, validationFailure, type Matching } from './support/expected';
import { STATE } from './support/states';

const { regex } = MatchersV3;
const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const HAS_TOKEN = STATE.usedToken;
const newToken = {
  name: '数据大屏 Dashboard reader',
  access_config: { role: 'readonly' as const, all_projects: true, projects: [] },
  expires_at: '2099-12-21T00:00:00Z',
} satisfies Matching<AccessTokenCreate>;

describe('tokens', () => {
  it('listAccessTokens: lists the tokens of the organization with masked secrets', async () => {
    await pact
      .addInteraction()
      .given(HAS_TOKEN)
      .uponReceiving('a request for the access tokens of an organization')
      .withRequest('GET', '/api/v2/tokens/', (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(answer('listAccessTokens')))
      .executeTest(async (server) => {
        useClient(server.url);
        const tokens = await listAccessTokens();
        expect(tokens[0]?.token).toContain('****');
        expect(tokens[0]?.access_config.role).toBeTruthy();
      });
  });

  it('createAccessToken: issues a token whose full secret is shown once', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to issue a readonly token for all projects')
      .withRequest('POST', '/api/v2/tokens/', (b) => b.headers(withBody).jsonBody(newToken))
      // The secret is shown once, in full: it must not be the masked form. The expiry is any date-time (any offset).
      .willRespondWith(201, (b) =>
        b.jsonBody(
          answer('createAccessToken', {
            token: regex(/^[^*]{16,}$/, 'iot_7f3a9c2b5d1e4f6a8b0c9d2e1f3a5b7c'),
            expires_at: asExample(newToken.expires_at),
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const token = await createAccessToken(newToken);
        expect(token.token).not.toContain('****');
        expect(token.access_config.role).toBe('readonly');
      });
  });

  it('createAccessToken: a blank name is a 400 with a message under name', async () => {
    const body = { ...newToken, name: '   ' } satisfies Matching<AccessTokenCreate>;
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to issue a token with a blank name')
      .withRequest('POST', '/api/v2/tokens/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(validationFailure('name')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(createAccessToken(body));
        expect(e.fieldError('name')).toBeTruthy();
      });
  });

  it('updateAccessToken: deactivates a token', async () => {
    await pact
      .addInteraction()
      .given(HAS_TOKEN)
      .uponReceiving('a request to deactivate an access token')
      .withRequest('PATCH', statePath('/api/v2/tokens/{tokenId}/'), (b) =>
        b.headers(withBody).jsonBody({ is_active: false } satisfies Matching<AccessTokenUpdate>),
      )
      // The switch keeps the state it sent and the list reloads: the answer is read for its type only.
      .willRespondWith(200, (b) => b.jsonBody(answer('updateAccessToken')))
      .executeTest(async (server) => {
        useClient(server.url);
        const token = await updateAccessToken(EXAMPLES.tokenId, { is_active: false });
        expect(typeof token.is_active).toBe('boolean');
        expect(token.last_used_at).toBeTruthy();
      });
  });

  it('deleteAccessToken: revokes and deletes a token', async () => {
    await pact
      .addInteraction()
      .given(HAS_TOKEN)
      .uponReceiving('a request to delete an access token')
      .withRequest('DELETE', statePath('/api/v2/tokens/{tokenId}/'), (b) =>
        b.headers(authHeaders()),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(deleteAccessToken(EXAMPLES.tokenId)).resolves.toBeUndefined();
      });
  });
});
