import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { DownloadTaskCreate } from '@iot/api-client/model';
import { createDownloadTaskBody } from '@iot/api-client/zod/downloads';
import { fromLocalInput } from './presets';

/** What the create form holds: a device id from a select, factor ids, local date-times and an optional name. */
export interface TaskFormValues {
  device_id: string;
  factors: number[];
  start: string;
  end: string;
  name: string;
}

/** The create form, its values checked into a request body. */
export type TaskForm = UseFormReturn<TaskFormValues, unknown, DownloadTaskCreate>;

export const EMPTY_TASK: TaskFormValues = {
  device_id: '',
  factors: [],
  start: '',
  end: '',
  name: '',
};

/**
 * The form's values become the body, which the generated `createDownloadTaskBody` checks (a device, at least one
 * factor, both times, the name's length); the one rule the document cannot state is that the start comes first.
 */
export const taskFormSchema = z
  .object({
    device_id: z.string(),
    factors: z.array(z.number()),
    start: z.string(),
    end: z.string(),
    name: z.string(),
  })
  // Missing values stay undefined so that the body schema, not this file, says they are required.
  .transform(
    ({ device_id, factors, start, end, name }) =>
      ({
        device_id: device_id ? Number(device_id) : undefined,
        factors,
        start_time: fromLocalInput(start) ?? undefined,
        end_time: fromLocalInput(end) ?? undefined,
        name: name.trim() || undefined,
      }) as z.input<typeof createDownloadTaskBody>,
  )
  .pipe(createDownloadTaskBody)
  .refine((body) => body.start_time < body.end_time, {
    path: ['end_time'],
    params: { message: 'downloads:invalidRange' },
  });

/** One message at a time, device first (pleaseSelectDevice), then times and a factor (pleaseCompleteInfo). */
export const TASK_MESSAGES = {
  device_id: 'downloads:pleaseSelectDevice',
  factors: 'downloads:pleaseCompleteInfo',
  start_time: 'downloads:pleaseCompleteInfo',
  end_time: 'downloads:pleaseCompleteInfo',
};
export const TASK_SUMMARY = ['device_id', 'factors', 'start_time', 'end_time'] as const;
