/** A seeded device with the factors of its kind (catalog.ts), placed 20 to 60 days before the seed's day. */
import type { DeviceRecord, FactorRecord, ProjectRecord } from '#src/db/types.js';
import { DEVICE_KINDS, ZONES } from './farms.js';
import { uniqueId, type SeedContext } from './context.js';
import { seedFactor } from './factors.js';

export const BIND_POOL_SIZE = 10;

export function addDevice(
  ctx: SeedContext,
  orgId: number | null,
  project: ProjectRecord | null,
  kindIndex: number,
  extra: Partial<DeviceRecord>,
): void {
  const { rng, data } = ctx;
  const kind = DEVICE_KINDS[kindIndex % DEVICE_KINDS.length] ?? DEVICE_KINDS[0]!;
  const id = ctx.next('devices');
  ctx.deviceNo++;
  const create = ctx.anchor - rng.int(20, 60) * 86400 + rng.int(0, 86399);
  const bind = orgId === null ? null : create + rng.int(1, 72) * 3600;
  const zone = rng.pick(ZONES);
  const device: DeviceRecord = {
    id,
    device_id: `SIM-${String(ctx.deviceNo).padStart(4, '0')}`,
    safe_code: `SAFE-${rng.id(6)}`,
    device_name: `${zone.split(' ')[0]}${kind.name.split(' ')[0]} ${zone.split(' ')[1]} ${kind.name.split(' ').slice(1).join(' ').toLowerCase()}`,
    info: project
      ? `安装在${project.name.split(' ')[0]} Installed in ${project.name.split(' ').slice(1).join(' ')}`
      : null,
    agri_id: uniqueId(ctx, 'DV', 8),
    is_debug: false,
    bind_time: bind,
    create_time: create,
    report_interval: 60,
    base_device: { model: kind.model, image: kind.image },
    org_id: orgId,
    project_id: project?.project_id ?? null,
    ...extra,
  };
  data.devices.push(device);
  let switches = 0;
  kind.factors.forEach((code, index) => {
    const f: FactorRecord = {
      id: ctx.next('factors'),
      ...seedFactor({
        agri_id: uniqueId(ctx, 'AG', 8),
        device_id: id,
        the_type: code,
        index,
        since: bind ?? create,
        switchIndex: code === 200 || code === 201 ? switches++ + id : 0,
      }),
    };
    data.factors.push(f);
  });
}

/** The unbound devices a member can bind (SIM-BIND-001 … with safe codes SAFE-001 …). */
export function addBindPool(ctx: SeedContext): void {
  for (let n = 1; n <= BIND_POOL_SIZE; n++) {
    const code = String(n).padStart(3, '0');
    addDevice(ctx, null, null, n, {
      device_id: `SIM-BIND-${code}`,
      safe_code: `SAFE-${code}`,
      profile: 'stable',
      device_name: `待绑定设备 ${code} Unbound device ${code}`,
    });
  }
}
