/** /__mock__/devices/…: a device's simulated state, forced online or offline, rebooted; a factor's value set or spiked. */
import type { FastifyInstance } from 'fastify';
import type { DeviceRecord, FactorRecord } from '#src/db/types.js';
import { fieldError, ok } from '#src/lib/errors.js';
import { simDevice } from '#src/repositories/devices.js';
import {
  forceDeviceState,
  rebootDevice,
  setFactorValue,
  type ValueSet,
} from '#src/simulation/device-events.js';
import { connectTimeAt, isOnlineAt, scheduleProfile } from '#src/simulation/schedule.js';
import { controlOperation } from './operation.js';
import { english, notFoundHere } from './english.js';

/** A device by numeric id or by hardware id (SIM-0001). */
function findDevice(app: FastifyInstance, key: string): DeviceRecord {
  const d = /^\d+$/.test(key)
    ? app.repos.devices.byId(Number(key))
    : app.repos.devices.byHardwareId(key);
  if (!d) throw notFoundHere('Device');
  return d;
}

/** A factor of device `d` by numeric id or by agri_id. */
function findFactor(app: FastifyInstance, d: DeviceRecord, key: string): FactorRecord {
  const f = /^\d+$/.test(key)
    ? app.repos.factors.byId(Number(key))
    : app.repos.factors.byAgriId(key);
  if (!f || f.device_id !== d.id) throw notFoundHere('Factor');
  return f;
}

/** Records what the control plane sets a factor to (null: ends it); answers the set. */
async function recordValue(
  app: FastifyInstance,
  params: { device: string; factor: string },
  value: number | null,
  seconds?: number,
): Promise<ValueSet & { device_id: string }> {
  const d = findDevice(app, params.device);
  const f = findFactor(app, d, params.factor);
  const now = app.clock.nowSeconds();
  const r = setFactorValue(app.repos.devices.events(d.id), f, value, now, seconds);
  if (!r.ok)
    throw fieldError(
      'value',
      english(
        r.reason === 'bad_value' ? 'A switch reads 0 or 1.' : 'This factor reports no values.',
      ),
    );
  app.repos.devices.recordEvents(d.id, r.events);
  await app.repos.commit();
  return { device_id: d.device_id, ...r.set };
}

/** What the control plane tells of a device's simulated state at `now`. */
export function deviceState(app: FastifyInstance, d: DeviceRecord, now = app.clock.nowSeconds()) {
  const events = app.repos.devices.events(d.id);
  const sim = simDevice(d);
  return {
    id: d.id,
    device_id: d.device_id,
    profile: scheduleProfile(app.sim, sim),
    is_online: isOnlineAt(app.sim, sim, events, now),
    connect_time: connectTimeAt(app.sim, sim, events, now),
    forced: events?.forced.at(-1)?.state ?? 'auto',
  };
}

export async function deviceRoutes(app: FastifyInstance) {
  controlOperation(app, 'getSimulatedDevice', async (req) =>
    ok(deviceState(app, findDevice(app, req.params.device))),
  );

  controlOperation(app, 'forceDeviceState', async (req) => {
    const d = findDevice(app, req.params.device);
    const now = app.clock.nowSeconds();
    app.repos.devices.recordEvents(
      d.id,
      forceDeviceState(app.repos.devices.events(d.id), req.body.state, now),
    );
    await app.repos.commit();
    return ok(deviceState(app, d, now));
  });

  controlOperation(app, 'rebootSimulatedDevice', async (req) => {
    const d = findDevice(app, req.params.device);
    const now = app.clock.nowSeconds();
    const r = rebootDevice(app.sim, simDevice(d), app.repos.devices.events(d.id), now);
    if (!r.ok)
      throw fieldError(
        'non_field_errors',
        english('The device is offline and cannot be rebooted.'),
      );
    app.repos.devices.recordEvents(d.id, r.events);
    await app.repos.commit();
    return ok({ ...deviceState(app, d, now), online_again_at: r.onlineAgainAt });
  });

  controlOperation(app, 'setFactorValue', async (req) =>
    ok(await recordValue(app, req.params, req.body.value, req.body.seconds)),
  );

  controlOperation(app, 'clearFactorValue', async (req) =>
    ok(await recordValue(app, req.params, null)),
  );
}
