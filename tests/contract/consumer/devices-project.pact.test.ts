import type { DeviceUpdate, SetProjectRequest, TargetOrgRequest } from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
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
import { answer, asExample, failure, validationFailure, type Matching } from './support/expected';
import { STATE } from './support/states';

const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const { projectId: P, otherProjectId: Q, devicePk: D } = EXAMPLES;
const ONLINE = STATE.onlineDevice;
const ELSEWHERE = STATE.elsewhere;
const PROJECT_DEVICE = '/api/v2/projects/{projectId}/devices/{devicePk}/';

describe('devices of a project', () => {
  it('listProjectDevices: pages through the devices of a project', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request for the devices of a project')
      .withRequest('GET', statePath('/api/v2/projects/{projectId}/devices/'), (b) =>
        b.headers(authHeaders()).query({ page: '1', page_size: '20' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('listProjectDevices')))
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
      .uponReceiving('a request for a device of a project')
      .withRequest('GET', statePath(PROJECT_DEVICE), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(answer('getDevice')))
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await getDevice(P, D);
        expect(d.id).toBeGreaterThan(0);
        expect(d.device_name).toBeTruthy();
      });
  });

  it('updateDevice: changes name, info and report interval', async () => {
    const body = {
      device_name: '东区气象站 East weather station',
      info: '安装在3号温室东侧',
      report_interval: 60,
    } satisfies Matching<DeviceUpdate>;
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to change the basic settings of a device')
      .withRequest('PATCH', statePath(PROJECT_DEVICE), (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody(answer('updateDevice')))
      .executeTest(async (server) => {
        useClient(server.url);
        // The console reloads the device after saving; it reads nothing of the answer.
        const d = await updateDevice(P, D, body);
        expect(d.id).toBe(D);
      });
  });

  it('updateDevice: a report interval under 10 s is a 400 with a message under report_interval', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to set a report interval of 5 s on a device')
      .withRequest('PATCH', statePath(PROJECT_DEVICE), (b) =>
        b.headers(withBody).jsonBody({ report_interval: 5 } satisfies Matching<DeviceUpdate>),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(
          validationFailure('report_interval', 'Ensure this value is greater than or equal to 10.'),
        ),
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
      .uponReceiving('a request to unbind a device of a project')
      .withRequest('DELETE', statePath(PROJECT_DEVICE), (b) => b.headers(authHeaders()))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(deleteDevice(P, D)).resolves.toBeUndefined();
      });
  });

  it('rebootDevice: restarts an online device', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to restart an online device')
      .withRequest('POST', statePath(`${PROJECT_DEVICE}reboot/`), (b) => b.headers(authHeaders()))
      // The device is offline while it restarts; the console shows the state it is given and reloads it later.
      .willRespondWith(200, (b) => b.jsonBody(answer('rebootDevice')))
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await rebootDevice(P, D);
        expect(typeof d.is_online).toBe('boolean');
      });
  });

  it('rebootDevice: an offline device cannot be restarted (409)', async () => {
    await pact
      .addInteraction()
      .given(STATE.offlineDevice)
      .uponReceiving('a request to restart an offline device')
      .withRequest('POST', statePath(`${PROJECT_DEVICE}reboot/`), (b) => b.headers(authHeaders()))
      .willRespondWith(409, (b) => b.jsonBody(failure('conflict', 'Device is offline')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(rebootDevice(P, D));
        expect(e.status).toBe(409);
      });
  });

  it('setDeviceProject: moves a device of a project into another project', async () => {
    await pact
      .addInteraction()
      .given(ELSEWHERE)
      .uponReceiving('a request to move a device of a project into another project')
      .withRequest('POST', statePath(`${PROJECT_DEVICE}set-project/`), (b) =>
        b.headers(withBody).jsonBody({
          project_id: stateValue('otherProjectId'),
        } satisfies Matching<SetProjectRequest>),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(answer('setDeviceProject', { project: { project_id: asExample(Q) } })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await setDeviceProject(P, D, { project_id: Q });
        expect(d.project?.project_id).toBe(Q);
      });
  });

  it('transferDeviceToOrg: transfers a device of a project to another organization', async () => {
    const target = EXAMPLES.otherOrgSlug;
    await pact
      .addInteraction()
      .given(ELSEWHERE)
      .uponReceiving('a request to transfer a device of a project to another organization')
      .withRequest('POST', statePath(`${PROJECT_DEVICE}transfer-to-org/`), (b) =>
        b.headers(withBody).jsonBody({
          target_org_slug: stateValue('otherOrgSlug'),
        } satisfies Matching<TargetOrgRequest>),
      )
      // After the transfer the device is in no project (null, which Pact cannot take beside an object); the console
      // leaves the device's page and reads nothing of the answer but its id.
      .willRespondWith(200, (b) =>
        b.jsonBody(answer('transferDeviceToOrg', { project: undefined })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await transferDeviceToOrg(P, D, { target_org_slug: target });
        expect(d.id).toBe(D);
      });
  });

  it('getDeviceLatestValues: reads the latest value of each enabled factor', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request for the latest values of a device')
      .withRequest('GET', statePath(`${PROJECT_DEVICE}data/`), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(answer('getDeviceLatestValues')))
      .executeTest(async (server) => {
        useClient(server.url);
        const values = await getDeviceLatestValues(P, D);
        expect(typeof values[0]?.value).toBe('number');
        expect(values[0]?.t).toBeGreaterThan(0);
      });
  });
});
