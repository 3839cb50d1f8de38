export interface DeviceSettingsValues {
  device_name: string;
  info: string;
  is_debug: boolean;
  report_interval: string;
}

export type DeviceSettingsErrors = Partial<
  Record<
    'device_name' | 'report_interval',
    'settings.errors.nameRequired' | 'settings.errors.interval'
  >
>;

/** Name required (trimmed); report interval a whole number of seconds from 10 to 3600 (the document's bounds). */
export function validateDeviceSettings(v: DeviceSettingsValues): DeviceSettingsErrors {
  const errors: DeviceSettingsErrors = {};
  if (!v.device_name.trim()) errors.device_name = 'settings.errors.nameRequired';
  const interval = Number(v.report_interval);
  if (!Number.isInteger(interval) || interval < 10 || interval > 3600)
    errors.report_interval = 'settings.errors.interval';
  return errors;
}
