import type { ProjectCreate, ProjectUpdate, TargetOrgRequest } from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  transferProject,
  updateProject,
} from '@iot/api-client/hooks/projects';
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
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const OWNS_PROJECT = STATE.project;

describe('projects', () => {
  it('listProjects: lists the projects of the organization with device and offline counts', async () => {
    await pact
      .addInteraction()
      .given(OWNS_PROJECT)
      .uponReceiving('a request for the projects of an organization')
      .withRequest('GET', '/api/v2/projects/', (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(answer('listProjects')))
      .executeTest(async (server) => {
        useClient(server.url);
        const projects = await listProjects();
        expect(projects[0]?.project_id).toMatch(/^proj_/);
        expect(projects[0]?.device_count).toBeGreaterThanOrEqual(
          projects[0]?.offline_device_count ?? 0,
        );
      });
  });

  it('listProjects: without membership of the organization the answer is 403', async () => {
    await pact
      .addInteraction()
      .given(STATE.foreignOrg)
      .uponReceiving('a request for the projects of an organization by a non-member')
      .withRequest('GET', '/api/v2/projects/', (b) => b.headers(authHeaders('foreignOrgSlug')))
      .willRespondWith(403, (b) => b.jsonBody(failure('permission_denied')))
      .executeTest(async (server) => {
        useClient(server.url, { org: EXAMPLES.foreignOrgSlug });
        const e = await caught(listProjects());
        expect(e.status).toBe(403);
      });
  });

  it('createProject: creates a project', async () => {
    const body = { name: '3号温室 Greenhouse 3' } satisfies Matching<ProjectCreate>;
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to create a project')
      .withRequest('POST', '/api/v2/projects/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(201, (b) =>
        b.jsonBody(answer('createProject', { name: asExample(body.name) })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const created = await createProject(body);
        expect(created.project_id).toMatch(/^proj_/);
        expect(created.name).toBe(body.name);
      });
  });

  it('createProject: an empty name is a 400 with a message under name', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to create a project with an empty name')
      .withRequest('POST', '/api/v2/projects/', (b) =>
        b.headers(withBody).jsonBody({ name: '' } satisfies Matching<ProjectCreate>),
      )
      .willRespondWith(400, (b) => b.jsonBody(validationFailure('name')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(createProject({ name: '' }));
        expect(e.status).toBe(400);
        expect(e.fieldError('name')).toBeTruthy();
      });
  });

  it('createProject: a readonly member may not create projects (403)', async () => {
    const body = { name: '3号温室 Greenhouse 3' } satisfies Matching<ProjectCreate>;
    await pact
      .addInteraction()
      .given(STATE.readonly)
      .uponReceiving('a request of a readonly member to create a project')
      .withRequest('POST', '/api/v2/projects/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(403, (b) =>
        b.jsonBody(failure('permission_denied', 'Your role (readonly) may not change projects')),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(createProject(body));
        expect(e.status).toBe(403);
        expect(e.message).toBeTruthy();
      });
  });

  it('getProject: reads one project', async () => {
    await pact
      .addInteraction()
      .given(OWNS_PROJECT)
      .uponReceiving('a request for a project')
      .withRequest('GET', statePath('/api/v2/projects/{projectId}/'), (b) =>
        b.headers(authHeaders()),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('getProject')))
      .executeTest(async (server) => {
        useClient(server.url);
        const p = await getProject(EXAMPLES.projectId);
        expect(p.project_id).toMatch(/^proj_/);
      });
  });

  it('getProject: an unknown project is a 404', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request for a project that does not exist')
      .withRequest('GET', '/api/v2/projects/proj_doesnotexist/', (b) => b.headers(authHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(failure('not_found', 'Project not found')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(getProject('proj_doesnotexist'));
        expect(e.status).toBe(404);
      });
  });

  it('updateProject: toggles the favorite flag', async () => {
    await pact
      .addInteraction()
      .given(OWNS_PROJECT)
      .uponReceiving('a request to mark a project as favorite')
      .withRequest('PATCH', statePath('/api/v2/projects/{projectId}/'), (b) =>
        b.headers(withBody).jsonBody({ favorite: true } satisfies Matching<ProjectUpdate>),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('updateProject')))
      .executeTest(async (server) => {
        useClient(server.url);
        const p = await updateProject(EXAMPLES.projectId, { favorite: true });
        expect(p.favorite).toBe(true);
      });
  });

  it('deleteProject: deletes a project', async () => {
    await pact
      .addInteraction()
      .given(OWNS_PROJECT)
      .uponReceiving('a request to delete a project')
      .withRequest('DELETE', statePath('/api/v2/projects/{projectId}/'), (b) =>
        b.headers(authHeaders()),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(deleteProject(EXAMPLES.projectId)).resolves.toBeUndefined();
      });
  });

  it('transferProject: moves a project to another organization of the owner', async () => {
    const body = { target_org_slug: EXAMPLES.otherOrgSlug } satisfies Matching<TargetOrgRequest>;
    await pact
      .addInteraction()
      .given(STATE.elsewhere)
      .uponReceiving('a request to transfer a project to another organization')
      .withRequest('POST', statePath('/api/v2/projects/{projectId}/transfer/'), (b) =>
        b.headers(withBody).jsonBody({
          target_org_slug: stateValue('otherOrgSlug'),
        } satisfies Matching<TargetOrgRequest>),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('transferProject')))
      .executeTest(async (server) => {
        useClient(server.url);
        const p = await transferProject(EXAMPLES.projectId, body);
        expect(p.project_id).toMatch(/^proj_/);
      });
  });
});
