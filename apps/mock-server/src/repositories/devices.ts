/**
 * Devices: bound to an organization (and maybe one of its projects) or waiting unbound in the pool, with their
 * settings and their recorded events (reboots, forced states, switch sets). Agri ids are one namespace over devices and
 * their factors.
 */
import type { Store } from '#src/db/store.js';
import type { DeviceRecord } from '#src/db/types.js';
import type { DeviceEvents, SimDevice } from '#src/simulation/types.js';
import type { DownloadsRepository } from './downloads.js';
import type { FactorsRepository } from './factors.js';
import { Index, addDevice, deviceKeys, type DeviceIndex } from './indexes.js';
import type { Table } from './table.js';

export type NewDevice = Omit<DeviceRecord, 'id'>;
export type DeviceSettings = Partial<
  Pick<DeviceRecord, 'device_name' | 'info' | 'is_debug' | 'report_interval'>
>;

/** What a device holds: removed with it. */
interface DeviceParts {
  factors: FactorsRepository;
  downloads: DownloadsRepository;
}

export class DevicesRepository {
  private readonly index: Index<DeviceIndex, DeviceRecord>;

  constructor(
    private readonly devices: Table<'devices'>,
    /** Where the devices' events are kept (one record per device, not a collection of records). */
    private readonly store: Store,
    private readonly parts: DeviceParts,
  ) {
    this.index = new Index(
      devices,
      () => {
        const idx: DeviceIndex = {
          keys: new Map(),
          byId: new Map(),
          byHardware: new Map(),
          byAgri: new Set(),
          byOrg: new Map(),
          byProject: new Map(),
        };
        for (const d of [...devices.rows].sort((a, b) => a.id - b.id)) addDevice(idx, d);
        return idx;
      },
      addDevice,
      (idx, d) => idx.byId.get(d.id) === d && idx.keys.get(d.id) === deviceKeys(d),
    );
    devices.follow(this.index);
  }

  // ---- reads

  byId(id: number): DeviceRecord | undefined {
    return this.index.value.byId.get(id);
  }

  /** By the id printed on the hardware (SIM-0001), case-insensitively. */
  byHardwareId(deviceId: string): DeviceRecord | undefined {
    return this.index.value.byHardware.get(deviceId.toLowerCase());
  }

  ofOrganization(orgId: number): readonly DeviceRecord[] {
    return this.index.value.byOrg.get(orgId) ?? [];
  }

  ofProject(projectId: string): readonly DeviceRecord[] {
    return this.index.value.byProject.get(projectId) ?? [];
  }

  events(deviceId: number): DeviceEvents | undefined {
    return this.store.data.events[String(deviceId)];
  }

  /** Every device's recorded events, by device id. */
  allEvents(): Readonly<Record<string, DeviceEvents>> {
    return this.store.data.events;
  }

  /** A number that grows whenever a device or its events change (for caches derived from them). */
  version(): number {
    return this.devices.version() + this.store.version('events');
  }

  agriIdTaken(agriId: string): boolean {
    return this.index.value.byAgri.has(agriId) || this.parts.factors.hasAgriId(agriId);
  }

  // ---- writes

  create(fields: NewDevice): DeviceRecord {
    return this.devices.insert({ id: this.devices.nextId(), ...fields });
  }

  updateSettings(d: DeviceRecord, changes: DeviceSettings): void {
    this.devices.update(d, changes);
  }

  /** Hardware from the pool joins an organization (and maybe a project); its factors report from `now` on. */
  bind(d: DeviceRecord, orgId: number, projectId: string | null, now: number): void {
    this.devices.update(d, { org_id: orgId, project_id: projectId, bind_time: now });
    this.parts.factors.startReporting(d.id, now);
  }

  /** Back to the pool of unbound hardware. */
  unbind(d: DeviceRecord): void {
    this.devices.update(d, { org_id: null, project_id: null, bind_time: null });
  }

  moveToProject(d: DeviceRecord, projectId: string): void {
    this.devices.update(d, { project_id: projectId });
  }

  /** To another organization, where it arrives without a project. */
  transfer(d: DeviceRecord, orgId: number): void {
    this.devices.update(d, { org_id: orgId, project_id: null });
  }

  /** Stores what happened to the device (undefined: nothing any more). */
  recordEvents(deviceId: number, events: DeviceEvents | undefined): void {
    this.store.setEvents(deviceId, events);
  }

  /** The organization is deleted: its devices go back to the pool. */
  unbindAllOf(orgId: number): void {
    for (const d of [...this.ofOrganization(orgId)]) this.unbind(d);
  }

  /** The project is deleted: its devices stay in the organization, without a project. */
  leaveProject(projectId: string): void {
    for (const d of [...this.ofProject(projectId)]) this.devices.update(d, { project_id: null });
  }

  /** The project moved to another organization: its devices go with it. */
  followProject(projectId: string, orgId: number): void {
    for (const d of [...this.ofProject(projectId)]) this.devices.update(d, { org_id: orgId });
  }

  /**
   * Removes devices with their factors, events and export tasks (the control plane's own devices; the product unbinds
   * instead). Returns the ids of the export tasks removed.
   */
  deleteDevices(ids: ReadonlySet<number>): number[] {
    if (ids.size === 0) return [];
    this.devices.delete((d) => ids.has(d.id));
    this.parts.factors.deleteOfDevices(ids);
    for (const id of ids) if (this.events(id)) this.recordEvents(id, undefined);
    return this.parts.downloads.deleteOfDevices(ids);
  }
}

/** What the simulation needs of a stored device. */
export function simDevice(d: DeviceRecord): SimDevice {
  const sim: SimDevice = {
    id: d.id,
    device_id: d.device_id,
    report_interval: d.report_interval,
    since: d.bind_time ?? d.create_time,
  };
  if (d.profile) sim.profile = d.profile;
  return sim;
}
