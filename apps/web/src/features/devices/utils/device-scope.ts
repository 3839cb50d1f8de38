import type { Device } from '@iot/api-client/model';

/**
 * Where a device list lives: the organization's all-devices page, or one project's devices page. The project page uses
 * the project's endpoints (spec §7), the organization page the organization's.
 */
export type DeviceScope =
  { kind: 'org' } | { kind: 'project'; projectId: string; projectName?: string };

/** A device's name as shown in lists and dialogs. */
export function deviceLabel(device: Pick<Device, 'device_name' | 'device_id'>): string {
  return device.device_name.trim() || device.device_id;
}

/** Spec §2: only a device with a project opens its page. */
export function deviceProjectId(device: Pick<Device, 'project'>): string | null {
  return device.project?.project_id ?? null;
}

/** Spec §5: device transfer needs the target organization's slug (enterOrgSlug). */
export function validateTransferSlug(slug: string): 'enterOrgSlug' | null {
  return slug.trim() ? null : 'enterOrgSlug';
}

/** Spec §5: move needs a target project (selectProject) other than the current one. */
export function validateMoveTarget(
  target: string | null,
  currentProjectId: string | null,
): 'selectProject' | null {
  return target && target !== currentProjectId ? null : 'selectProject';
}

export interface BindErrors {
  device_id?: 'bind.deviceIdRequired';
  safe_code?: 'bind.safeCodeRequired';
}

/** Spec §5: device bind needs device_id and safe_code; the project is optional. */
export function validateBind(deviceId: string, safeCode: string): BindErrors {
  const errors: BindErrors = {};
  if (!deviceId.trim()) errors.device_id = 'bind.deviceIdRequired';
  if (!safeCode.trim()) errors.safe_code = 'bind.safeCodeRequired';
  return errors;
}
