import { describe, expect, it } from 'vitest';
import { FAULT_DEFAULTS, faultFormSchema, faultStatuses, worldNameSchema } from './forms';

describe('the fault form', () => {
  it('sends the kind of fault chosen, and a count only when given', () => {
    const base = { ...FAULT_DEFAULTS, operationId: 'listProjectDevices' };
    expect(faultFormSchema.parse(base)).toEqual({ operationId: 'listProjectDevices', status: 500 });
    expect(faultFormSchema.parse({ ...base, kind: 'delay', count: '2' })).toEqual({
      operationId: 'listProjectDevices',
      delay_ms: 3000,
      count: 2,
    });
    expect(faultFormSchema.parse({ ...base, kind: 'drop' })).toEqual({
      operationId: 'listProjectDevices',
      drop_connection: true,
    });
  });

  it('refuses what the document refuses: a count under 1, a delay over its bound', () => {
    const base = { ...FAULT_DEFAULTS, operationId: 'login' };
    expect(faultFormSchema.safeParse({ ...base, count: '0' }).success).toBe(false);
    expect(faultFormSchema.safeParse({ ...base, kind: 'delay', delay_ms: '999999' }).success).toBe(
      false,
    );
  });

  it('offers the statuses the operation declares, and 500 and 503', () => {
    const statuses = faultStatuses('listProjectDevices');
    expect(statuses).toEqual(expect.arrayContaining([401, 404, 500, 503]));
    expect(statuses).not.toContain(409);
  });
});

describe('a new world’s name', () => {
  it('is what X-Mock-Sandbox allows', () => {
    expect(worldNameSchema.safeParse({ name: 'my-world_1.2' }).success).toBe(true);
    expect(worldNameSchema.safeParse({ name: 'my world' }).success).toBe(false);
    expect(worldNameSchema.safeParse({ name: 'x'.repeat(65) }).success).toBe(false);
  });
});
