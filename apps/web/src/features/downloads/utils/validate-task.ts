import { fromLocalInput } from './presets';

export interface TaskFormValues {
  deviceId: string;
  factors: number[];
  start: string;
  end: string;
  name: string;
}

export type TaskFormError = 'pleaseSelectDevice' | 'pleaseCompleteInfo' | 'invalidRange';

/**
 * Spec §5: a device first (pleaseSelectDevice), then start time, end time and at least one factor
 * (pleaseCompleteInfo); the start must be before the end.
 */
export function validateTask(v: TaskFormValues): TaskFormError | null {
  if (!v.deviceId) return 'pleaseSelectDevice';
  const start = fromLocalInput(v.start);
  const end = fromLocalInput(v.end);
  if (start === null || end === null || v.factors.length === 0) return 'pleaseCompleteInfo';
  if (start >= end) return 'invalidRange';
  return null;
}
