import type { DeviceBind, SetProjectRequest, TargetOrgRequest } from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
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
import { answer, asExample, failure, validationFailure, type Matching } from './support/expected';
import { STATE } from './support/states';

const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const { projectId: P, otherProjectId: Q, devicePk: D, bindDeviceId, safeCode } = EXAMPLES;
const ONLINE = STATE.onlineDevice;
const ELSEWHERE = STATE.elsewhere;

describe('devices of the organization', () => {
  it('listDevices: pages through all devices of the organization with search and filters', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request for the first page of online devices of an organization')
      .withRequest('GET', '/api/v2/devices/', (b) =>
        b.headers(authHeaders()).query({ is_online: 'true', page: '1', page_size: '20' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('listDevices')))
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
      .given(STATE.owner)
      .uponReceiving('a request for devices with a page size over the limit')
      .withRequest('GET', '/api/v2/devices/', (b) =>
        b.headers(authHeaders()).query({ page_size: '5000' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(
          validationFailure('page_size', 'Ensure this value is less than or equal to 1000.'),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(listDevices({ page_size: 5000 }));
        expect(e.status).toBe(400);
        expect(e.fieldError('page_size')).toBeTruthy();
      });
  });

  it('bindDevice: binds an unbound device with its safe code into a project', async () => {
    await pact
      .addInteraction()
      .given(STATE.unboundDevice)
      .uponReceiving('a request to bind an unbound device into a project')
      .withRequest('POST', '/api/v2/devices/bind/', (b) =>
        b.headers(withBody).jsonBody({
          device_id: stateValue('bindDeviceId'),
          safe_code: stateValue('safeCode'),
          project_id: stateValue('projectId'),
        } satisfies Matching<DeviceBind>),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody(answer('bindDevice', { device_id: asExample(bindDeviceId) })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await bindDevice({ device_id: bindDeviceId, safe_code: safeCode, project_id: P });
        expect(d.device_id).toBe(bindDeviceId);
        expect(d.project?.project_id).toMatch(/^proj_/);
      });
  });

  it('bindDevice: a wrong safe code is a 400 with a message under safe_code', async () => {
    const body = {
      device_id: bindDeviceId,
      safe_code: 'WRONG-CODE',
    } satisfies Matching<DeviceBind>;
    await pact
      .addInteraction()
      .given(STATE.unboundDevice)
      .uponReceiving('a request to bind an unbound device with a wrong safe code')
      .withRequest('POST', '/api/v2/devices/bind/', (b) =>
        b.headers(withBody).jsonBody({
          ...body,
          device_id: stateValue('bindDeviceId'),
        } satisfies Matching<DeviceBind>),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(validationFailure('safe_code', 'Safe code is incorrect.')),
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
      .uponReceiving('a request for a device of the organization')
      .withRequest('GET', statePath('/api/v2/devices/{devicePk}/'), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(answer('getOrgDevice')))
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await getOrgDevice(D);
        expect(typeof d.is_online).toBe('boolean');
      });
  });

  it('getOrgDevice: a device of another organization is a 404', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request for a device that is not in the organization')
      .withRequest('GET', '/api/v2/devices/999999999/', (b) => b.headers(authHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(failure('not_found', 'Device not found')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(getOrgDevice(999999999));
        expect(e.status).toBe(404);
      });
  });

  it('deleteOrgDevice: unbinds a device from the organization', async () => {
    await pact
      .addInteraction()
      .given(ONLINE)
      .uponReceiving('a request to unbind a device from the organization')
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
      .given(ELSEWHERE)
      .uponReceiving('a request to move a device of the organization into another project')
      .withRequest('POST', statePath('/api/v2/devices/{devicePk}/set-project/'), (b) =>
        b.headers(withBody).jsonBody({
          project_id: stateValue('otherProjectId'),
        } satisfies Matching<SetProjectRequest>),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(answer('setOrgDeviceProject', { project: { project_id: asExample(Q) } })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await setOrgDeviceProject(D, { project_id: Q });
        expect(d.project?.project_id).toBe(Q);
      });
  });

  it('transferOrgDevice: transfers a device to another organization of the owner', async () => {
    const target = EXAMPLES.otherOrgSlug;
    await pact
      .addInteraction()
      .given(ELSEWHERE)
      .uponReceiving('a request to transfer a device of the organization to another organization')
      .withRequest('POST', statePath('/api/v2/devices/{devicePk}/transfer-to-org/'), (b) =>
        b.headers(withBody).jsonBody({
          target_org_slug: stateValue('otherOrgSlug'),
        } satisfies Matching<TargetOrgRequest>),
      )
      // After the transfer the device is in no project (null, which Pact cannot take beside an object); the console
      // leaves the device's page and reads nothing of the answer but its id.
      .willRespondWith(200, (b) => b.jsonBody(answer('transferOrgDevice', { project: undefined })))
      .executeTest(async (server) => {
        useClient(server.url);
        const d = await transferOrgDevice(D, { target_org_slug: target });
        expect(d.id).toBe(D);
      });
  });
});
