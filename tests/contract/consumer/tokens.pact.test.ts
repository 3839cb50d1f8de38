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
import { accessToken, isoTime, ok, validationFailure } from './support/shapes';

const { eachLike, regex } = MatchersV3;
const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const HAS_TOKEN = 'organization demo-farm has access token 2 expiring 2099-12-21, used once';
const newToken = {
  name: '数据大屏 Dashboard reader',
  access_config: { role: 'readonly' as const, all_projects: true, projects: [] },
  expires_at: '2099-12-21T00:00:00Z',
};

describe('tokens', () => {
  it('listAccessTokens: lists the tokens of the organization with masked secrets', async () => {
    await pact
      .addInteraction()
      .given(HAS_TOKEN)
      .uponReceiving('a request for the access tokens of demo-farm')
      .withRequest('GET', '/api/v2/tokens/', (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(ok(eachLike(accessToken({ expires_at: undefined })))))
      .executeTest(async (server) => {
        useClient(server.url);
        const tokens = await listAccessTokens();
        expect(tokens[0]?.token).toContain('****');
        expect(tokens[0]?.access_config.role_display).toBeTruthy();
      });
  });

  it('createAccessToken: issues a token whose full secret is shown once', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to issue a readonly token for all projects')
      .withRequest('POST', '/api/v2/tokens/', (b) => b.headers(withBody).jsonBody(newToken))
      .willRespondWith(201, (b) =>
        b.jsonBody(
          ok(
            accessToken({
              name: newToken.name,
              token: regex(/^[^*]{16,}$/, 'iot_7f3a9c2b5d1e4f6a8b0c9d2e1f3a5b7c'),
              expires_at: regex(/^2099-12-21T00:00:00(\.0+)?(Z|\+00:00)$/, newToken.expires_at),
            }),
          ),
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
    const body = { ...newToken, name: '   ' };
    await pact
      .addInteraction()
      .given('user demo is signed in')
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
      .uponReceiving('a request to deactivate access token 2')
      .withRequest('PATCH', statePath('/api/v2/tokens/{tokenId}/'), (b) =>
        b.headers(withBody).jsonBody({ is_active: false }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok(accessToken({ is_active: false, last_used_at: isoTime('2026-11-21T06:12:45Z') })),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const token = await updateAccessToken(EXAMPLES.tokenId, { is_active: false });
        expect(token.is_active).toBe(false);
        expect(token.last_used_at).toBeTruthy();
      });
  });

  it('deleteAccessToken: revokes and deletes a token', async () => {
    await pact
      .addInteraction()
      .given(HAS_TOKEN)
      .uponReceiving('a request to delete access token 2')
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
