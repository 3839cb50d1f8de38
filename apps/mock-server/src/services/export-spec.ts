/** What an export task writes, read from the world's repositories: the device, its factors and the range. */
import type { FastifyInstance } from 'fastify';
import { simDevice } from '#src/repositories/devices.js';
import { simFactor } from '#src/repositories/factors.js';
import { factorTypeDetail } from '#src/simulation/factor-types.js';
import type { SimDeviceEntry } from '#src/simulation/analytics.js';
import { estimateCsvBytes, type ExportSpec } from './csv-export.js';

/** Device entries (device, factors, events) of a list of stored devices, as the simulation wants them. */
export function simEntries(
  app: FastifyInstance,
  devices: readonly { id: number }[],
): SimDeviceEntry[] {
  const out: SimDeviceEntry[] = [];
  for (const d of devices) {
    const record = app.repos.devices.byId(d.id);
    if (!record) continue;
    const entry: SimDeviceEntry = {
      device: simDevice(record),
      factors: app.repos.factors.ofDevice(record.id).map(simFactor),
    };
    const events = app.repos.devices.events(record.id);
    if (events) entry.events = events;
    out.push(entry);
  }
  return out;
}

/** What to export: a device of the store, those of `factorIds` that still belong to it, and the range. */
function specOf(
  app: FastifyInstance,
  deviceId: number,
  factorIds: number[],
  start: number,
  end: number,
): ExportSpec | null {
  const device = app.repos.devices.byId(deviceId);
  if (!device) return null;
  const factors = factorIds
    .map((id) => app.repos.factors.byId(id))
    .filter((f) => f !== undefined && f.device_id === device.id)
    .map((f) => ({
      ...simFactor(f!),
      name: f!.name,
      unit: factorTypeDetail(f!.the_type, 'zh').unit,
    }));
  if (factors.length === 0) return null;
  const spec: ExportSpec = { device: simDevice(device), factors, start, end };
  const events = app.repos.devices.events(device.id);
  if (events) spec.events = events;
  return spec;
}

/** What task `id` exports (null: the task, its device or every factor is gone). */
export function exportSpec(app: FastifyInstance, id: number): ExportSpec | null {
  const t = app.repos.downloads.byId(id);
  return t
    ? specOf(
        app,
        t.device.id,
        t.factors.map((f) => f.id),
        t.start_time,
        t.end_time,
      )
    : null;
}

/** About how many bytes the CSV of a planned export takes (0 when there is nothing to export). */
export function estimateExportBytes(
  app: FastifyInstance,
  deviceId: number,
  factorIds: number[],
  start: number,
  end: number,
): number {
  const spec = specOf(app, deviceId, factorIds, start, end);
  return spec ? estimateCsvBytes(app.sim, spec) : 0;
}
