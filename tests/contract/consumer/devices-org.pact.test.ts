import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  bindDevice,
  deleteOrgDevice,
  getOrgDevice,
  listDevices,
  setOrgDeviceProject,
  transferOrgDevice,
} from '@iot/api-client/hooks/devices';
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
import { device, devicePage, failure, ok, projectId } from './support/shapes';

const { eachLike, string, nullValue } = MatchersV3;
const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const { projectId: P, otherProjectId: Q, devicePk: D } = EXAMPLES;
const ONLINE = 'device 7 is online in project proj_a of demo-farm';
const TWO_PROJECTS = 'device 7 is in project proj_a and demo-farm also has project proj_b';

describe('devices of the organization', () => {
  it('listDevices: pages through all devices of the organization with search and filters', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request for the first page of online devices of demo-farm')
      .withRequest('GET', '/api/v2/devices/', (b) =>
        b.headers(authHeaders()).query({ is_online: 'true', page: '1', page_size: '20' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(devicePage({ project: undefined }))))
      .executeTest(async (server) => {
        useClient(server.url);
        const page = await listDevices({ is_online: true, page: 1, page_size: 20 });
        expect(page.count).toBeGreaterThanOrEqual(page.results.length);
        expect(page.results[0]?.is_online).toBe(true);
      });
  });

  it('listDevices: a page size over 1000 is a 400 with a message under page_size', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request for devices with a page size over the limit')
      .withRequest('GET', '/api/v2/devices/', (b) =>
        b.headers(authHeaders()).query({ page_size: '5000' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: false,
          data: null,
          error: {
            code: 'validation_error',
            message: string('Invalid input data'),
            fields: { page_size: eachLike('Ensure this value is less than or equal to 1000.') },
          },
        }),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(listDevices({ page_size: 5000 }));
        expect([e.status, e.code]).toEqual([400, 'validation_error']);
        expect(e.fieldError('page_size')).toBeTruthy();
      });
  });

  it('bindDevice: binds an unbound device with its safe code into a project', async () => {
    await pact
      .addInteraction()
      .given('device SIM-BIND-001 is unbound with safe code SAFE-001 and demo owns project proj_a')
      .uponReceiving('a request to bind SIM-BIND-001 into project proj_a')
      .withRequest('POST', '/api/v2/devices/bind/', (b) =>
        b.headers(withBody).jsonBody({
          device_id: 'SIM-BIND-001',
          safe_code: 'SAFE-001',
          project_id: stateValue('projectId'),
        }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody(
          ok(device({ device_id: 'SIM-BIND-001', info: undefined, connect_time: undefined })),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await bindDevice({
          device_id: 'SIM-BIND-001',
          safe_code: 'SAFE-001',
          project_id: P,
        });
        expect(d.device_id).toBe('SIM-BIND-001');
        expect(d.project?.project_id).toMatch(/^proj_/);
      });
  });

  it('bindDevice: a wrong safe code is a 400 with a message under safe_code', async () => {
    const body = { device_id: 'SIM-BIND-001', safe_code: 'WRONG-CODE' };
    await pact
      .addInteraction()
      .given('device SIM-BIND-001 is unbound with safe code SAFE-001 and demo owns project proj_a')
      .uponReceiving('a request to bind SIM-BIND-001 with a wrong safe code')
      .withRequest('POST', '/api/v2/devices/bind/', (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: false,
          data: null,
          error: {
            code: 'validation_error',
            message: string('Invalid input data'),
            fields: { safe_code: eachLike('Safe code is incorrect.') },
          },
        }),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(bindDevice(body));
        expect(e.fieldError('safe_code')).toBeTruthy();
      });
  });

  it('getOrgDevice: reads one device of the organization', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request for device 7 of the organization')
      .withRequest('GET', statePath('/api/v2/devices/{devicePk}/'), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(ok(device())))
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await getOrgDevice(D);
        expect(d.is_offline).toBe(!d.is_online);
      });
  });

  it('getOrgDevice: a device of another organization is a 404', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in and device 9999 belongs to no organization of demo')
      .uponReceiving('a request for a device that is not in demo-farm')
      .withRequest('GET', '/api/v2/devices/9999/', (b) => b.headers(authHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(failure('not_found', 'Device not found')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(getOrgDevice(9999));
        expect([e.status, e.code]).toEqual([404, 'not_found']);
      });
  });

  it('deleteOrgDevice: unbinds a device from the organization', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to unbind device 7 from the organization')
      .withRequest('DELETE', statePath('/api/v2/devices/{devicePk}/'), (b) =>
        b.headers(authHeaders()),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(deleteOrgDevice(D)).resolves.toBeUndefined();
      });
  });

  it('setOrgDeviceProject: moves a device into another project', async () => {
    await pact
      .addInteraction()
      .given(TWO_PROJECTS)
      .uponReceiving('a request to move device 7 of the organization into project proj_b')
      .withRequest('POST', statePath('/api/v2/devices/{devicePk}/set-project/'), (b) =>
        b.headers(withBody).jsonBody({ project_id: stateValue('otherProjectId') }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok(device({ project: { project_id: projectId(Q), name: string('2号温室') } }))),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await setOrgDeviceProject(D, { project_id: Q });
        expect(d.project?.project_id).toBe(Q);
      });
  });

  it('transferOrgDevice: transfers a device to greenhouse-lab, where it arrives without a project', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to transfer device 7 of the organization to greenhouse-lab')
      .withRequest('POST', statePath('/api/v2/devices/{devicePk}/transfer-to-org/'), (b) =>
        b.headers(withBody).jsonBody({ target_org_slug: 'greenhouse-lab' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(device({ project: nullValue() }))))
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await transferOrgDevice(D, { target_org_slug: 'greenhouse-lab' });
        expect(d.project).toBeNull();
      });
  });
});
