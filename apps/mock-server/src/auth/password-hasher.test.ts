import { describe, expect, it } from 'vitest';
import {
  COMPARISONS_WAITING_PER_WORKER,
  comparePassword,
  HasherBusyError,
  hashPasswordOffThread,
  useHasherWorkers,
} from './password-hasher.js';

describe('password hasher (bcrypt in worker threads)', () => {
  it('hashes, then compares the right and a wrong password, many at once', async () => {
    const hash = await hashPasswordOffThread('demo123456', 4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => comparePassword(i % 2 ? 'demo123456' : 'wrong', hash)),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, (_, i) => i % 2 === 1));
  });

  it('turns comparisons away at once past a short queue, and keeps hashing', async () => {
    useHasherWorkers(1);
    const hash = await hashPasswordOffThread('demo123456', 4);
    const many = COMPARISONS_WAITING_PER_WORKER + 10;
    const answers = await Promise.allSettled(
      Array.from({ length: many }, () => comparePassword('wrong', hash)),
    );
    const busy = answers.filter(
      (a) => a.status === 'rejected' && a.reason instanceof HasherBusyError,
    );
    // one in the worker, COMPARISONS_WAITING_PER_WORKER waiting
    expect(busy).toHaveLength(many - COMPARISONS_WAITING_PER_WORKER - 1);
    await expect(hashPasswordOffThread('another', 4)).resolves.toMatch(/^\$2/);
  });

  it('answers false for a malformed hash instead of crashing', async () => {
    await expect(comparePassword('x', 'not-a-hash')).resolves.toBe(false);
  });
});
