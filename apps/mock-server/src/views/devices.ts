/** API shapes of devices, with online state and connect_time from the simulation's schedule and recorded events. */
import type { FastifyInstance } from 'fastify';
import type { DeviceRecord, Schemas } from '../db/types.js';
import { simDevice, type Repositories } from '../repositories/index.js';
import { connectTimeAt, isOnlineAt } from '../simulation/schedule.js';

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

interface OnlineCache {
  version: number;
  second: number;
  online: Map<number, boolean>;
}
const onlineCaches = new WeakMap<Repositories, OnlineCache>();

/** Online at `now`, memoised per second and store version (events change only through commits). */
export function isDeviceOnline(app: FastifyInstance, d: DeviceRecord, now = nowSeconds()): boolean {
  const version = app.repos.version('devices', 'events');
  let cache = onlineCaches.get(app.repos);
  if (!cache || cache.version !== version || cache.second !== now) {
    cache = { version, second: now, online: new Map() };
    onlineCaches.set(app.repos, cache);
  }
  let online = cache.online.get(d.id);
  if (online === undefined) {
    online = isOnlineAt(app.sim, simDevice(d), app.repos.events(d.id), now);
    cache.online.set(d.id, online);
  }
  return online;
}

export function deviceView(
  app: FastifyInstance,
  d: DeviceRecord,
  now = nowSeconds(),
): Schemas['Device'] {
  const sim = simDevice(d);
  const events = app.repos.events(d.id);
  const connect = connectTimeAt(app.sim, sim, events, now);
  const project = d.project_id ? app.repos.project(d.project_id) : undefined;
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
