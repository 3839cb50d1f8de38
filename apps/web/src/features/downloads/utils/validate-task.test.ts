import { describe, expect, it } from 'vitest';
import { validateTask, type TaskFormValues } from './validate-task';

const valid: TaskFormValues = {
  deviceId: '1',
  factors: [1, 2],
  start: '2025-03-11T00:00',
  end: '2025-03-12T00:00',
  name: '',
};

describe('validateTask', () => {
  it('accepts a device, a range and a factor', () => {
    expect(validateTask(valid)).toBeNull();
  });
  it('asks for a device first', () => {
    expect(validateTask({ ...valid, deviceId: '', factors: [] })).toBe('pleaseSelectDevice');
  });
  it.each([
    ['start', { start: '' }],
    ['end', { end: '' }],
    ['factors', { factors: [] }],
  ])('asks to complete the info without %s', (_, change) => {
    expect(validateTask({ ...valid, ...change })).toBe('pleaseCompleteInfo');
  });
  it('refuses a start after the end', () => {
    expect(validateTask({ ...valid, start: valid.end, end: valid.start })).toBe('invalidRange');
  });
});
