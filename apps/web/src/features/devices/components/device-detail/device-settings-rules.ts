import { z } from 'zod';
import type { Device } from '@iot/api-client/model';
import { updateDeviceBody } from '@iot/api-client/zod/devices';

/** What the device settings form holds: the report interval as typed. */
export interface DeviceSettingsValues {
  device_name: string;
  info: string;
  is_debug: boolean;
  report_interval: string;
}

export function deviceSettingsValues(device: Device): DeviceSettingsValues {
  return {
    device_name: device.device_name,
    info: device.info ?? '',
    is_debug: device.is_debug,
    report_interval: String(device.report_interval),
  };
}

/**
 * The held values become the body, which the generated `updateDeviceBody` checks (the form sends every field, so all
 * are required here): the name's length, the description's, the interval a whole number within the document's bounds.
 * An empty or non-numeric interval stays NaN, so the schema refuses it.
 */
export const deviceSettingsSchema = z
  .object({
    device_name: z.string(),
    info: z.string(),
    is_debug: z.boolean(),
    report_interval: z.string(),
  })
  .transform((v) => ({
    device_name: v.device_name.trim(),
    info: v.info.trim() || null,
    is_debug: v.is_debug,
    report_interval: v.report_interval.trim() === '' ? Number.NaN : Number(v.report_interval),
  }))
  .pipe(updateDeviceBody.required());

/** The spec's texts: nameRequired; one text for every way the interval can be wrong. */
export const DEVICE_SETTINGS_MESSAGES = {
  device_name: { required: 'devices:settings.errors.nameRequired' },
  report_interval: 'devices:settings.errors.interval',
};
