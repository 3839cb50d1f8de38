/**
 * Devices for provider states: a greenhouse-climate device (air temperature, humidity, CO2, light and a switch) with
 * its factors, bound two days ago so that its factors have reported for the last hour, forced online or offline from
 * now on; or unbound, waiting in the pool with its safe code. Hardware ids and agri_ids are fresh.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  DeviceRecord,
  FactorRecord,
  OrganizationRecord,
  ProjectRecord,
} from '#src/db/types.js';
import { DEVICE_KINDS } from '#src/seed/farms.js';
import { seedFactor } from '#src/seed/factors.js';
import { forceDeviceState } from '#src/simulation/device-events.js';
import { isSwitchType } from '#src/simulation/factor-types.js';

export interface CreatedDevice {
  device: DeviceRecord;
  /** An enabled numeric factor (type ≥ 1000). */
  numeric: FactorRecord;
  /** A switch factor (type 200 or 201). */
  switch: FactorRecord;
}

const CLIMATE_KIND = 2;
const upperHex = (bytes: number): string => randomBytes(bytes).toString('hex').toUpperCase();

function fresh(prefix: string, bytes: number, taken: (id: string) => boolean): string {
  for (;;) {
    const id = `${prefix}${upperHex(bytes)}`;
    if (!taken(id)) return id;
  }
}

/** Adds the device, its factors and its forced state to the store (committed by the caller). */
export function createDevice(
  app: FastifyInstance,
  org: OrganizationRecord | null,
  project: ProjectRecord | null,
  online: boolean,
): CreatedDevice {
  const { devices, factors } = app.repos;
  const agriTaken = (id: string) => devices.agriIdTaken(id);
  const kind = DEVICE_KINDS[CLIMATE_KIND] ?? DEVICE_KINDS[0]!;
  const now = app.clock.nowSeconds();
  const bound = org ? now - 2 * 86400 : null;
  const hardwareId = fresh('PACT-', 4, (x) => devices.byHardwareId(x) !== undefined);
  const device = devices.create({
    device_id: hardwareId,
    safe_code: `SAFE-${upperHex(3)}`,
    device_name: `东区环境站 East climate station ${hardwareId}`,
    info: '安装在1号温室东侧 Installed east of greenhouse 1',
    agri_id: fresh('DV', 4, agriTaken),
    is_debug: false,
    bind_time: bound,
    create_time: now - 3 * 86400,
    report_interval: 60,
    base_device: { model: kind.model, image: kind.image },
    org_id: org?.id ?? null,
    project_id: project?.project_id ?? null,
    profile: 'stable',
  });
  let switches = 0;
  const created = kind.factors.map((code, index) =>
    factors.create(
      seedFactor({
        agri_id: fresh('AG', 4, agriTaken),
        device_id: device.id,
        the_type: code,
        index,
        since: bound ?? now,
        switchIndex: isSwitchType(code) ? switches++ : 0,
      }),
    ),
  );
  devices.recordEvents(device.id, forceDeviceState(undefined, online ? 'online' : 'offline', now));
  const numeric = created.find((f) => f.the_type >= 1000);
  const sw = created.find((f) => isSwitchType(f.the_type));
  if (!numeric || !sw)
    throw new Error('the climate device kind needs a numeric and a switch factor');
  return { device, numeric, switch: sw };
}
