/** API shapes of devices, with online state and connect_time from the simulation's schedule and recorded events. */
import type { FastifyInstance } from 'fastify';
import type { DeviceRecord, Schemas } from '#src/db/types.js';
import { simDevice } from '#src/repositories/devices.js';
import type { Repositories } from '#src/repositories/index.js';
import { connectTimeAt, onlineStateAt, type OnlineState } from '#src/simulation/schedule.js';
import type { DeviceEvents } from '#src/simulation/types.js';

interface KnownState extends OnlineState {
  /** The second the state was computed for (it holds on [at, until)). */
  at: number;
  /** What it was computed from: a change to any of them computes it again. */
  events: DeviceEvents | undefined;
  since: number;
  deviceId: string;
  profile: DeviceRecord['profile'];
}
const knownStates = new WeakMap<Repositories, Map<number, KnownState>>();

/**
 * The device's online state at `now` and until when it holds, kept per device until a breakpoint of its schedule or of
 * its events passes (a stable device is computed once, a flapping one once per 30-minute slot) or what it is computed
 * from changes (a reboot or forced state stores new events; a bind changes `since`).
 */
export function deviceOnlineState(
  app: FastifyInstance,
  d: DeviceRecord,
  now = app.clock.nowSeconds(),
): OnlineState {
  let states = knownStates.get(app.repos);
  if (!states) {
    states = new Map();
    knownStates.set(app.repos, states);
  }
  const events = app.repos.devices.events(d.id);
  const since = d.bind_time ?? d.create_time;
  const known = states.get(d.id);
  if (
    known &&
    known.at <= now &&
    now < known.until &&
    known.events === events &&
    known.since === since &&
    known.deviceId === d.device_id &&
    known.profile === d.profile
  )
    return known;
  const state = onlineStateAt(app.sim, simDevice(d), events, now);
  states.set(d.id, { ...state, at: now, events, since, deviceId: d.device_id, profile: d.profile });
  return state;
}

/** Whether the device is online at `now` (see deviceOnlineState). */
export function isDeviceOnline(
  app: FastifyInstance,
  d: DeviceRecord,
  now = app.clock.nowSeconds(),
): boolean {
  return deviceOnlineState(app, d, now).online;
}

export function deviceView(
  app: FastifyInstance,
  d: DeviceRecord,
  now = app.clock.nowSeconds(),
): Schemas['Device'] {
  const sim = simDevice(d);
  const events = app.repos.devices.events(d.id);
  const connect = connectTimeAt(app.sim, sim, events, now);
  const project = d.project_id ? app.repos.projects.byId(d.project_id) : undefined;
  return {
    id: d.id,
    device_id: d.device_id,
    device_name: d.device_name,
    info: d.info,
    agri_id: d.agri_id,
    is_online: connect !== null,
    is_offline: connect === null,
    is_debug: d.is_debug,
    connect_time: connect,
    bind_time: d.bind_time,
    create_time: d.create_time,
    report_interval: d.report_interval,
    base_device: d.base_device,
    project: project ? { project_id: project.project_id, name: project.name } : null,
  };
}
