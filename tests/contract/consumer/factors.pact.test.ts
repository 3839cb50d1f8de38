import { describe, expect, it } from 'vitest';
import type { FactorCopy, FactorCreate, FactorUpdate, SwitchRequest } from '@iot/api-client/model';
import {
  copyFactor,
  createFactor,
  deleteFactor,
  getFactorOptions,
  listFactors,
  setFactorSwitch,
  updateFactor,
} from '@iot/api-client/hooks/factors';
import {
  authHeaders,
  caught,
  createPact,
  EXAMPLES,
  JSON_HEADERS,
  statePath,
  useClient,
} from './support/pact';
import { STATE } from './support/states';
import { answer, failure, validationFailure, type Matching } from './support/expected';

const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
const { projectId: P, devicePk: D, factorId: F, switchFactorId: S } = EXAMPLES;
const HAS_FACTOR = STATE.onlineDevice;
const FACTORS = '/api/v2/projects/{projectId}/devices/{devicePk}/factors/';
const FACTOR = `${FACTORS}{factorId}/`;

const newFactor: FactorCreate = {
  name: '空气温度 Air temperature',
  the_type: 1001,
  unit: 1,
  modbus_type: 3,
  address: 0,
  data_index: 0,
  data_type: 2,
  data_endian: '>',
  data_factor: 0.1,
  data_delta: 0,
  decimals: 1,
  min_value: -40,
  max_value: 80,
  info: '东侧 1.5 m East, 1.5 m',
  read_command: '01 03 00 00 00 02 C4 0B',
  remark: '2026-11 校准 Calibrated',
};

describe('factors', () => {
  it('getFactorOptions: reads the choices of the factor form in the asked language', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request for the factor form choices in English')
      .withRequest('GET', '/api/v2/factors/options/', (b) =>
        b.headers({ ...authHeaders(), 'Accept-Language': 'en' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('getFactorOptions')))
      .executeTest(async (server) => {
        useClient(server.url, { language: 'en' });
        const options = await getFactorOptions();
        expect(options.modbus_type_choices[0]).toHaveLength(2);
        expect(options.factor_types.length).toBeGreaterThan(0);
      });
  });

  it('listFactors: lists the factors of a device', async () => {
    await pact
      .addInteraction()
      .given(HAS_FACTOR)
      .uponReceiving('a request for the factors of a device')
      .withRequest('GET', statePath(FACTORS), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(answer('listFactors')))
      .executeTest(async (server) => {
        useClient(server.url);
        const factors = await listFactors(P, D);
        expect(factors[0]?.the_type_detail.name).toBeTruthy();
        expect(factors[0]?.agri_id).toBeTruthy();
      });
  });

  it('listFactors: factors of an unknown device are a 404', async () => {
    await pact
      .addInteraction()
      .given(STATE.project)
      .uponReceiving('a request for the factors of a device that does not exist')
      .withRequest(
        'GET',
        statePath('/api/v2/projects/{projectId}/devices/999999999/factors/'),
        (b) => b.headers(authHeaders()),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure('not_found', 'Device not found')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(listFactors(P, 999999999));
        expect(e.status).toBe(404);
      });
  });

  it('createFactor: adds a factor to a device', async () => {
    await pact
      .addInteraction()
      .given(HAS_FACTOR)
      .uponReceiving('a request to add an air temperature factor to a device')
      .withRequest('POST', statePath(FACTORS), (b) => b.headers(withBody).jsonBody(newFactor))
      // The console reloads the factor list after adding; it reads the new factor's id and name only.
      .willRespondWith(201, (b) => b.jsonBody(answer('createFactor')))
      .executeTest(async (server) => {
        useClient(server.url);
        const f = await createFactor(P, D, newFactor);
        expect(f.id).toBeGreaterThan(0);
      });
  });

  it('createFactor: a missing name is a 400 with a message under name', async () => {
    const body = { ...newFactor, name: '' } satisfies Matching<FactorCreate>;
    await pact
      .addInteraction()
      .given(HAS_FACTOR)
      .uponReceiving('a request to add a factor without a name to a device')
      .withRequest('POST', statePath(FACTORS), (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(validationFailure('name')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(createFactor(P, D, body));
        expect(e.fieldError('name')).toBeTruthy();
      });
  });

  it('updateFactor: disables a factor', async () => {
    await pact
      .addInteraction()
      .given(HAS_FACTOR)
      .uponReceiving('a request to disable a factor')
      .withRequest('PATCH', statePath(FACTOR), (b) =>
        b.headers(withBody).jsonBody({ enabled: false } satisfies Matching<FactorUpdate>),
      )
      // The switch shows the value it sent until the list reloads; the answer is not read.
      .willRespondWith(200, (b) => b.jsonBody(answer('updateFactor')))
      .executeTest(async (server) => {
        useClient(server.url);
        const f = await updateFactor(P, D, F, { enabled: false });
        expect(f.id).toBe(F);
      });
  });

  it('deleteFactor: deletes a factor', async () => {
    await pact
      .addInteraction()
      .given(HAS_FACTOR)
      .uponReceiving('a request to delete a factor')
      .withRequest('DELETE', statePath(FACTOR), (b) => b.headers(authHeaders()))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(deleteFactor(P, D, F)).resolves.toBeUndefined();
      });
  });

  it('copyFactor: copies a factor under a new agri_id and name', async () => {
    const body = { name: '空气温度 2 Air temperature 2' } satisfies Matching<FactorCopy>;
    await pact
      .addInteraction()
      .given(HAS_FACTOR)
      .uponReceiving('a request to copy a factor under a new name')
      .withRequest('POST', statePath(`${FACTOR}copy/`), (b) => b.headers(withBody).jsonBody(body))
      .willRespondWith(201, (b) => b.jsonBody(answer('copyFactor')))
      .executeTest(async (server) => {
        useClient(server.url);
        const copy = await copyFactor(P, D, F, body);
        expect(copy.agri_id).toBeTruthy();
      });
  });

  it('setFactorSwitch: turns a switch on', async () => {
    await pact
      .addInteraction()
      .given(HAS_FACTOR)
      .uponReceiving('a request to turn a switch on')
      .withRequest('POST', statePath(`${FACTORS}{switchFactorId}/switch/`), (b) =>
        b.headers(withBody).jsonBody({ value: 1 } satisfies Matching<SwitchRequest>),
      )
      // The console reloads the latest values after switching; the answer's value is not read.
      .willRespondWith(200, (b) => b.jsonBody(answer('setFactorSwitch')))
      .executeTest(async (server) => {
        useClient(server.url);
        const latest = await setFactorSwitch(P, D, S, { value: 1 });
        expect(typeof latest.value).toBe('number');
      });
  });
});
