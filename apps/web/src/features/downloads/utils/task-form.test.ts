import { describe, expect, it } from 'vitest';
import { EMPTY_TASK, taskFormSchema } from './task-form';

const valid = {
  device_id: '7',
  factors: [31],
  start: '2026-11-20T00:00',
  end: '2026-11-21T00:00',
  name: '',
};
const paths = (input: unknown) =>
  taskFormSchema.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];

describe('download task form', () => {
  it('sends the body the document asks for (seconds, numbers, no empty name)', () => {
    const body = taskFormSchema.parse(valid);
    expect(body).toEqual({
      device_id: 7,
      factors: [31],
      start_time: new Date('2026-11-20T00:00').getTime() / 1000,
      end_time: new Date('2026-11-21T00:00').getTime() / 1000,
    });
  });

  it('names what is missing: the device, the factors, the times', () => {
    expect(paths(EMPTY_TASK)).toEqual(['device_id', 'factors', 'start_time', 'end_time']);
    expect(paths({ ...valid, factors: [] })).toEqual(['factors']);
  });

  it('needs the start before the end', () => {
    expect(paths({ ...valid, start: valid.end, end: valid.start })).toEqual(['end_time']);
  });

  it('keeps the document’s bound on the name', () => {
    expect(paths({ ...valid, name: 'x'.repeat(200) })).toEqual(['name']);
  });
});
