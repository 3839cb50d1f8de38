import type {
  OrganizationCreate,
  OrganizationTransfer,
  OrganizationUpdate,
} from '@iot/api-client/model';
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
import { answer, asExample, failure, validationFailure, type Matching } from './support/expected';
import { STATE } from './support/states';

const pact = createPact();
const withBody = { ...authHeaders(null), ...JSON_HEADERS };
const { orgSlug: SLUG, newOrgSlug: NEW_SLUG } = EXAMPLES;
const ORG_PATH = '/api/v2/organizations/{orgSlug}/';

describe('organizations', () => {
  it('listOrganizations: lists the organizations of the signed-in user with the role in each', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request for the own organizations')
      .withRequest('GET', '/api/v2/organizations/', (b) => b.headers(authHeaders(null)))
      .willRespondWith(200, (b) => b.jsonBody(answer('listOrganizations')))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const orgs = await listOrganizations();
        expect(orgs[0]?.slug).toBe('demo-farm');
        expect(orgs[0]?.access_config.role).toBe('owner');
      });
  });

  it('createOrganization: creates an organization owned by the caller', async () => {
    const body = {
      slug: NEW_SLUG,
      name: '云南茶园 Tea Garden',
    } satisfies Matching<OrganizationCreate>;
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to create an organization')
      .withRequest('POST', '/api/v2/organizations/', (b) =>
        b.headers(withBody).jsonBody({
          ...body,
          slug: stateValue('newOrgSlug'),
        } satisfies Matching<OrganizationCreate>),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody(
          answer('createOrganization', { slug: asExample(NEW_SLUG), name: asExample(body.name) }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const org = await createOrganization(body);
        expect(org.slug).toBe(NEW_SLUG);
        expect(org.access_config.role).toBe('owner');
      });
  });

  it('createOrganization: an invalid slug is a 400 with a message under slug', async () => {
    const body = {
      slug: 'Tea Garden!',
      name: '云南茶园 Tea Garden',
    } satisfies Matching<OrganizationCreate>;
    await pact
      .addInteraction()
      .given(STATE.signedIn)
      .uponReceiving('a request to create an organization with an invalid slug')
      .withRequest('POST', '/api/v2/organizations/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(validationFailure('slug', 'Invalid slug.')))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const e = await caught(createOrganization(body));
        expect(e.status).toBe(400);
        expect(e.fieldError('slug')).toBeTruthy();
      });
  });

  it('getOrganization: reads one organization', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request for an organization')
      .withRequest('GET', statePath(ORG_PATH), (b) => b.headers(authHeaders(null)))
      .willRespondWith(200, (b) => b.jsonBody(answer('getOrganization')))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const org = await getOrganization(SLUG);
        expect(org.slug).toBe(SLUG);
      });
  });

  it('getOrganization: an organization the caller does not belong to is a 403', async () => {
    await pact
      .addInteraction()
      .given(STATE.foreignOrg)
      .uponReceiving('a request for an organization of another owner')
      .withRequest('GET', statePath('/api/v2/organizations/{foreignOrgSlug}/'), (b) =>
        b.headers(authHeaders(null)),
      )
      .willRespondWith(403, (b) => b.jsonBody(failure('permission_denied')))
      .executeTest(async (server) => {
        const probe = useClient(server.url, { org: null });
        const e = await caught(getOrganization(EXAMPLES.foreignOrgSlug));
        expect(e.status).toBe(403);
        expect(probe.expired).toBe(0);
      });
  });

  it('updateOrganization: renames an organization', async () => {
    const body = { name: '示范农场二期 Demo Farm II' } satisfies Matching<OrganizationUpdate>;
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to rename an organization')
      .withRequest('PATCH', statePath(ORG_PATH), (b) => b.headers(withBody).jsonBody(body))
      // The name is exact: the settings form shows (and caches) the saved answer.
      .willRespondWith(200, (b) => b.jsonBody(answer('updateOrganization', { name: body.name })))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const org = await updateOrganization(SLUG, body);
        expect(org.name).toBe(body.name);
      });
  });

  it('deleteOrganization: deletes an organization the caller owns', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to delete an organization')
      .withRequest('DELETE', statePath(ORG_PATH), (b) => b.headers(authHeaders(null)))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        await expect(deleteOrganization(SLUG)).resolves.toBeUndefined();
      });
  });

  it('transferOrganization: hands an organization over to another member', async () => {
    const body = {
      new_owner: EXAMPLES.memberUsername,
      confirm_slug: SLUG,
    } satisfies Matching<OrganizationTransfer>;
    await pact
      .addInteraction()
      .given(STATE.member)
      .uponReceiving('a request to transfer an organization to another member')
      .withRequest('POST', statePath(`${ORG_PATH}transfer/`), (b) =>
        b.headers(withBody).jsonBody({
          new_owner: stateValue('memberUsername'),
          confirm_slug: stateValue('orgSlug'),
        } satisfies Matching<OrganizationTransfer>),
      )
      // The console caches this answer as the organization: the caller's role must no longer be owner (the owner's
      // controls disappear), whichever lesser role the backend gives.
      .willRespondWith(200, (b) =>
        b.jsonBody(
          answer('transferOrganization', {
            access_config: { role: MatchersV3.regex(/^(manager|operator|readonly)$/, 'manager') },
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const org = await transferOrganization(SLUG, body);
        expect(org.access_config.role).not.toBe('owner');
      });
  });
});
