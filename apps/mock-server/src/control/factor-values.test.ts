import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord, FactorRecord } from '#src/db/types.js';
import { manualClock } from '#src/lib/clock.js';
import { body, controlCall, login, testApp, type Session } from '#src/testing/helpers.js';

const server = manualClock(1_795_000_000);
let app: FastifyInstance;
let demo: Session;
let device: DeviceRecord;
let sensor: FactorRecord;
let switcher: FactorRecord;

beforeAll(async () => {
  app = await testApp({}, { clock: server });
  demo = await login(app, 'demo');
  const farm = app.repos.organizations.bySlug('demo-farm')!;
  const withBoth = app.repos.devices
    .ofOrganization(farm.id)
    .filter((d) => d.project_id !== null)
    .find((d) => {
      const types = app.repos.factors.ofDevice(d.id).map((f) => f.the_type);
      return types.some((t) => t >= 1000) && types.some((t) => t === 200 || t === 201);
    })!;
  device = withBoth;
  const factors = app.repos.factors.ofDevice(device.id);
  sensor = factors.find((f) => f.the_type >= 1000)!;
  switcher = factors.find((f) => f.the_type === 200 || f.the_type === 201)!;
  await controlCall(app, 'POST', `devices/${device.id}/state`, { state: 'online' });
});
afterAll(() => app.close());

/** The factor's latest value, read by demo (signed in again: moved clocks expire sessions). */
const latest = async (agriId: string) => {
  demo = await login(app, 'demo');
  const res = await app.inject({
    url: `/api/v2/projects/${device.project_id}/devices/${device.id}/data/`,
    headers: demo.headers('demo-farm'),
  });
  return body<{ agri_id: string; value: number }[]>(res).data.find((v) => v.agri_id === agriId)
    ?.value;
};
const valuePath = (f: FactorRecord | string) =>
  `devices/${device.device_id}/factors/${typeof f === 'string' ? f : f.agri_id}/value`;

describe("control plane: a factor's value", () => {
  it('shows a spike at once, and the simulated value again when it ends', async () => {
    const before = await latest(sensor.agri_id);
    const spike = await controlCall(app, 'PUT', valuePath(sensor), { value: 987.6, seconds: 600 });
    expect(spike.statusCode).toBe(200);
    expect(body(spike).data).toMatchObject({ agri_id: sensor.agri_id, value: 987.6 });
    expect(await latest(sensor.agri_id)).toBe(987.6);
    // the reports up to the end of the spike still carry it, the next one does not
    await controlCall(app, 'POST', 'clock/advance', { seconds: 660 });
    expect(await latest(sensor.agri_id)).not.toBe(987.6);
    expect(before).not.toBe(987.6);
  });

  it('holds a value until cleared', async () => {
    await controlCall(app, 'PUT', valuePath(String(sensor.id)), { value: -12 });
    await controlCall(app, 'POST', 'clock/advance', { seconds: 86400 });
    expect(await latest(sensor.agri_id)).toBe(-12);
    const cleared = await controlCall(app, 'DELETE', valuePath(sensor));
    expect(body(cleared).data).toMatchObject({ value: null, until: null });
    expect(await latest(sensor.agri_id)).not.toBe(-12);
  });

  it("turns a switch from the device's side, which a later command turns again", async () => {
    const now = (await latest(switcher.agri_id)) as number;
    await controlCall(app, 'PUT', valuePath(switcher), { value: 1 - now });
    expect(await latest(switcher.agri_id)).toBe(1 - now);
    const command = await app.inject({
      method: 'POST',
      url: `/api/v2/projects/${device.project_id}/devices/${device.id}/factors/${switcher.id}/switch/`,
      headers: demo.headers('demo-farm'),
      payload: { value: now },
    });
    expect(command.statusCode).toBe(200);
    expect(await latest(switcher.agri_id)).toBe(now);
  });

  it('refuses a switch value other than 0 or 1, and a factor of another device', async () => {
    const bad = await controlCall(app, 'PUT', valuePath(switcher), { value: 3 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body(bad).error?.fields ?? {})).toContain('value');
    const other = app.repos.factors
      .ofDevice(device.id + 1)
      .concat(app.repos.factors.ofDevice(device.id - 1))[0]!;
    const missing = await controlCall(app, 'PUT', valuePath(other.agri_id), { value: 1 });
    expect(missing.statusCode).toBe(404);
  });
});
