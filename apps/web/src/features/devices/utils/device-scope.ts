import type { Device } from '@iot/api-client/model';

/**
 * Where a device list lives: the organization's all-devices page, or one project's devices page. The project page uses
 * the project's endpoints (docs/product.md#calls), the organization page the organization's.
 */
export type DeviceScope =
  { kind: 'org' } | { kind: 'project'; projectId: string; projectName?: string };

/** A device's name as shown in lists and dialogs. */
export function deviceLabel(device: Pick<Device, 'device_name' | 'device_id'>): string {
  return device.device_name.trim() || device.device_id;
}

/** docs/product.md#screens-and-routes: only a device with a project opens its page. */
export function deviceProjectId(device: Pick<Device, 'project'>): string | null {
  return device.project?.project_id ?? null;
}
