import { describe, expect, it } from 'vitest';
import { FaultInjector, FaultInputError } from './fault-injector.js';

const declared: Record<string, number[]> = {
  listDevices: [200, 401, 403],
  rebootDevice: [200, 401, 403, 404, 409],
};
const make = () => new FaultInjector((op) => declared[op]);

describe('FaultInjector', () => {
  it('answers with the injected status for the counted number of requests', () => {
    const f = make();
    f.add({ operationId: 'rebootDevice', status: 409, count: 2, message: 'busy' });
    expect(f.decide('listDevices')).toEqual({ delayMs: 0 });
    expect(f.decide('rebootDevice').fault).toMatchObject({
      status: 409,
      message: 'busy',
      dropConnection: false,
    });
    expect(f.decide('rebootDevice').fault?.status).toBe(409);
    expect(f.decide('rebootDevice')).toEqual({ delayMs: 0 });
    expect(f.list()).toEqual([]);
  });

  it('is active only while a fault or a latency is set (requests skip it otherwise)', () => {
    const f = make();
    expect(f.active).toBe(false);
    f.add({ operationId: 'rebootDevice', status: 409, count: 1 });
    expect(f.active).toBe(true);
    f.decide('rebootDevice');
    expect(f.active).toBe(false);
    f.setLatency({ min_ms: 1, max_ms: 2 });
    expect(f.active).toBe(true);
    f.clear();
    expect(f.active).toBe(false);
  });

  it('refuses statuses the document does not declare (500/503 always allowed) and unknown operations', () => {
    const f = make();
    expect(() => f.add({ operationId: 'listDevices', status: 404 })).toThrow(FaultInputError);
    // each allowed status once, even where the document itself declares 500
    const withServerError = new FaultInjector(() => [200, 401, 500]);
    expect(() => withServerError.add({ operationId: 'x', status: 404 })).toThrow(
      'use one of 401, 500, 503',
    );
    expect(() => f.add({ operationId: 'nope', status: 500 })).toThrow(/Unknown operationId/);
    expect(f.add({ operationId: 'listDevices', status: 503 }).status).toBe(503);
    expect(() => f.add({ operationId: 'listDevices' })).toThrow(/needs a status/);
    expect(() => f.add({ operationId: 'listDevices', status: 500, probability: 0 })).toThrow(
      /probability/,
    );
    expect(() => f.add({ operationId: 'listDevices', status: 500, count: 0 })).toThrow(/count/);
  });

  it('applies delays, probabilities and dropped connections', () => {
    const f = make();
    f.add({ operationId: 'listDevices', delay_ms: 250 });
    f.add({ operationId: 'listDevices', status: 500, probability: 0.5 });
    expect(f.decide('listDevices', () => 0.9)).toEqual({ delayMs: 250 });
    expect(f.decide('listDevices', () => 0.1)).toMatchObject({
      delayMs: 250,
      fault: { status: 500 },
    });
    f.clear();
    f.add({ operationId: 'listDevices', drop_connection: true, count: 1 });
    expect(f.decide('listDevices').fault?.dropConnection).toBe(true);
  });

  it('lists faults with hits, removes one by id, and spreads latency uniformly over [min, max]', () => {
    const f = make();
    const a = f.add({ operationId: 'listDevices', status: 403 });
    f.decide('listDevices');
    expect(f.list()).toEqual([{ ...a, hits: 1 }]);
    expect(f.remove(a.id)).toBe(true);
    expect(f.remove(a.id)).toBe(false);
    f.setLatency({ min_ms: 100, max_ms: 300, operations: ['listDevices'] });
    expect(f.decide('listDevices', () => 0.5).delayMs).toBe(200);
    expect(f.decide('rebootDevice', () => 0.5).delayMs).toBe(0);
    expect(() => f.setLatency({ min_ms: 5, max_ms: 1 })).toThrow(FaultInputError);
    expect(f.getLatency()).toEqual({ min_ms: 100, max_ms: 300, operations: ['listDevices'] });
  });
});
