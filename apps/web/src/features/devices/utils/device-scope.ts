import type { Device } from '@iot/api-client/model';

/**
 * Where a device list lives: the organization's all-devices page, or one project's devices page. The project page uses
 * the project's endpoints, the organization page the organization's.
 */
export type DeviceScope =
  { kind: 'org' } | { kind: 'project'; projectId: string; projectName?: string };

/** A device's name as shown in lists and dialogs. */
export function deviceLabel(device: Pick<Device, 'device_name' | 'device_id'>): string {
  return device.device_name.trim() || device.device_id;
}

/** A device page lives under its project, so only a device with a project opens one. */
export function deviceProjectId(device: Pick<Device, 'project'>): string | null {
  return device.project?.project_id ?? null;
}
