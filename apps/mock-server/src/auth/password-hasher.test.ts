import { describe, expect, it } from 'vitest';
import { comparePassword, hashPasswordOffThread } from './password-hasher.js';

describe('password hasher (bcrypt in worker threads)', () => {
  it('hashes, then compares the right and a wrong password, many at once', async () => {
    const hash = await hashPasswordOffThread('demo123456', 4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => comparePassword(i % 2 ? 'demo123456' : 'wrong', hash)),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i % 2 === 1));
  });

  it('answers false for a malformed hash instead of crashing', async () => {
    await expect(comparePassword('x', 'not-a-hash')).resolves.toBe(false);
  });
});
