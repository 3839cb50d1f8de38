import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  transferOrganization,
  updateOrganization,
} from '@iot/api-client/hooks/organizations';
import { authHeaders, caught, createPact, JSON_HEADERS, useClient } from './support/pact';
import { failure, ok, organization, validationFailure } from './support/shapes';

const { eachLike } = MatchersV3;
const pact = createPact();
const withBody = { ...authHeaders(null), ...JSON_HEADERS };

describe('organizations', () => {
  it('listOrganizations: lists the organizations of the signed-in user with the role in each', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request for the own organizations')
      .withRequest('GET', '/api/v2/organizations/', (b) => b.headers(authHeaders(null)))
      .willRespondWith(200, (b) => b.jsonBody(ok(eachLike(organization()))))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const orgs = await listOrganizations();
        expect(orgs[0]?.slug).toBe('demo-farm');
        expect(orgs[0]?.access_config.role).toBe('owner');
      });
  });

  it('createOrganization: creates an organization owned by the caller', async () => {
    const body = { slug: 'tea-garden', name: '云南茶园 Tea Garden' };
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to create organization tea-garden')
      .withRequest('POST', '/api/v2/organizations/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(201, (b) =>
        b.jsonBody(ok(organization({ slug: 'tea-garden', name: body.name }, 'owner'))),
      )
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const org = await createOrganization(body);
        expect(org.slug).toBe('tea-garden');
        expect(org.access_config.role).toBe('owner');
      });
  });

  it('createOrganization: an invalid slug is a 400 with a message under slug', async () => {
    const body = { slug: 'Tea Garden!', name: '云南茶园 Tea Garden' };
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to create an organization with an invalid slug')
      .withRequest('POST', '/api/v2/organizations/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(validationFailure('slug', 'Invalid slug.')))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const e = await caught(createOrganization(body));
        expect([e.status, e.code]).toEqual([400, 'validation_error']);
        expect(e.fieldError('slug')).toBeTruthy();
      });
  });

  it('getOrganization: reads one organization', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request for organization demo-farm')
      .withRequest('GET', '/api/v2/organizations/demo-farm/', (b) => b.headers(authHeaders(null)))
      .willRespondWith(200, (b) => b.jsonBody(ok(organization({ slug: 'demo-farm' }))))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const org = await getOrganization('demo-farm');
        expect(org.slug).toBe('demo-farm');
      });
  });

  it('getOrganization: an organization the caller does not belong to is a 403', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request for organization other-org of another owner')
      .withRequest('GET', '/api/v2/organizations/other-org/', (b) => b.headers(authHeaders(null)))
      .willRespondWith(403, (b) => b.jsonBody(failure('permission_denied')))
      .executeTest(async (server) => {
        const probe = useClient(server.url, { org: null });
        const e = await caught(getOrganization('other-org'));
        expect([e.status, e.code]).toEqual([403, 'permission_denied']);
        expect(probe.expired).toBe(0);
      });
  });

  it('updateOrganization: renames an organization', async () => {
    const body = { name: '示范农场二期 Demo Farm II' };
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to rename organization demo-farm')
      .withRequest('PATCH', '/api/v2/organizations/demo-farm/', (b) =>
        b.headers(withBody).jsonBody(body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok(organization({ slug: 'demo-farm', name: body.name }))),
      )
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const org = await updateOrganization('demo-farm', body);
        expect(org.name).toBe(body.name);
      });
  });

  it('deleteOrganization: deletes an organization the caller owns', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to delete organization greenhouse-lab')
      .withRequest('DELETE', '/api/v2/organizations/greenhouse-lab/', (b) =>
        b.headers(authHeaders(null)),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        await expect(deleteOrganization('greenhouse-lab')).resolves.toBeUndefined();
      });
  });

  it('transferOrganization: hands demo-farm over to the member viewer', async () => {
    const body = { new_owner: 'viewer', confirm_slug: 'demo-farm' };
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request to transfer organization demo-farm to viewer')
      .withRequest('POST', '/api/v2/organizations/demo-farm/transfer/', (b) =>
        b.headers(withBody).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(organization({ slug: 'demo-farm' }, 'manager'))))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const org = await transferOrganization('demo-farm', body);
        expect(org.access_config.role).toBe('manager');
      });
  });
});
