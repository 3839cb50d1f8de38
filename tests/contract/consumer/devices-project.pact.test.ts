import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  deleteDevice,
  getDevice,
  getDeviceLatestValues,
  listProjectDevices,
  rebootDevice,
  setDeviceProject,
  transferDeviceToOrg,
  updateDevice,
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
import { device, devicePage, failure, latestValue, ok, projectId } from './support/shapes';

const { eachLike, string, nullValue } = MatchersV3;
const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const { projectId: P, otherProjectId: Q, devicePk: D } = EXAMPLES;
const ONLINE = 'device 7 is online in project proj_a of demo-farm';
const TWO_PROJECTS = 'device 7 is in project proj_a and demo-farm also has project proj_b';
const PROJECT_DEVICE = '/api/v2/projects/{projectId}/devices/{devicePk}/';

describe('devices of a project', () => {
  it('listProjectDevices: pages through the devices of a project', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request for the devices of project proj_a')
      .withRequest('GET', statePath('/api/v2/projects/{projectId}/devices/'), (b) =>
        b.headers(authHeaders()).query({ page: '1', page_size: '20' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(devicePage())))
      .executeTest(async (server) => {
        useClient(server.url);
        const page = await listProjectDevices(P, { page: 1, page_size: 20 });
        expect(page.results[0]?.project?.project_id).toMatch(/^proj_/);
      });
  });

  it('getDevice: reads one device of a project', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request for device 7 of project proj_a')
      .withRequest('GET', statePath(PROJECT_DEVICE), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(ok(device())))
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await getDevice(P, D);
        expect(d.id).toBeGreaterThan(0);
        expect(d.base_device.model).toBeTruthy();
      });
  });

  it('updateDevice: changes name, info and report interval', async () => {
    const body = {
      device_name: '东区气象站 East weather station',
      info: '安装在3号温室东侧',
      report_interval: 60,
    };
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to change the basic settings of device 7')
      .withRequest('PATCH', statePath(PROJECT_DEVICE), (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok(device({ device_name: body.device_name, info: body.info, report_interval: 60 })),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await updateDevice(P, D, body);
        expect([d.device_name, d.info, d.report_interval]).toEqual([
          body.device_name,
          body.info,
          60,
        ]);
      });
  });

  it('updateDevice: a report interval under 10 s is a 400 with a message under report_interval', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to set a report interval of 5 s on device 7')
      .withRequest('PATCH', statePath(PROJECT_DEVICE), (b) =>
        b.headers(withBody).jsonBody({ report_interval: 5 }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: false,
          data: null,
          error: {
            code: 'validation_error',
            message: string('Invalid input data'),
            fields: {
              report_interval: eachLike('Ensure this value is greater than or equal to 10.'),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(updateDevice(P, D, { report_interval: 5 }));
        expect(e.fieldError('report_interval')).toBeTruthy();
      });
  });

  it('deleteDevice: unbinds a device of a project', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to unbind device 7 of project proj_a')
      .withRequest('DELETE', statePath(PROJECT_DEVICE), (b) => b.headers(authHeaders()))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(deleteDevice(P, D)).resolves.toBeUndefined();
      });
  });

  it('rebootDevice: restarts an online device, which answers offline', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to restart online device 7')
      .withRequest('POST', statePath(`${PROJECT_DEVICE}reboot/`), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(ok(device({ is_online: false, is_offline: true, connect_time: undefined }))),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await rebootDevice(P, D);
        expect(d.is_online).toBe(false);
      });
  });

  it('rebootDevice: an offline device cannot be restarted (409)', async () => {
    await pact
      .addInteraction()
      .given('device 7 is offline in project proj_a of demo-farm')
      .uponReceiving('a request to restart offline device 7')
      .withRequest('POST', statePath(`${PROJECT_DEVICE}reboot/`), (b) => b.headers(authHeaders()))
      .willRespondWith(409, (b) => b.jsonBody(failure('conflict', 'Device is offline')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(rebootDevice(P, D));
        expect([e.status, e.code]).toEqual([409, 'conflict']);
      });
  });

  it('setDeviceProject: moves a device of a project into another project', async () => {
    await pact
      .addInteraction()
      .given(TWO_PROJECTS)
      .uponReceiving('a request to move device 7 of project proj_a into project proj_b')
      .withRequest('POST', statePath(`${PROJECT_DEVICE}set-project/`), (b) =>
        b.headers(withBody).jsonBody({ project_id: stateValue('otherProjectId') }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok(device({ project: { project_id: projectId(Q), name: string('2号温室') } }))),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await setDeviceProject(P, D, { project_id: Q });
        expect(d.project?.project_id).toBe(Q);
      });
  });

  it('transferDeviceToOrg: transfers a device of a project to greenhouse-lab', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to transfer device 7 of project proj_a to greenhouse-lab')
      .withRequest('POST', statePath(`${PROJECT_DEVICE}transfer-to-org/`), (b) =>
        b.headers(withBody).jsonBody({ target_org_slug: 'greenhouse-lab' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(device({ project: nullValue() }))))
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await transferDeviceToOrg(P, D, { target_org_slug: 'greenhouse-lab' });
        expect(d.project).toBeNull();
      });
  });

  it('getDeviceLatestValues: reads the latest value of each enabled factor', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request for the latest values of device 7')
      .withRequest('GET', statePath(`${PROJECT_DEVICE}data/`), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(ok(eachLike(latestValue()))))
      .executeTest(async (server) => {
        useClient(server.url);
        const values = await getDeviceLatestValues(P, D);
        expect(typeof values[0]?.value).toBe('number');
        expect(values[0]?.t).toBeGreaterThan(0);
      });
  });
});
