import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { hashPasswordOffThread } from '#src/auth/password-hasher.js';
import { createSeed } from './index.js';
import { prehashSeedPasswords, seedPasswordsReady } from './passwords.js';

describe('seeded passwords hashed ahead (the first start)', () => {
  it('seeds the hashes the workers made, and they verify', async () => {
    const made: string[] = [];
    prehashSeedPasswords(5, async (password, rounds) => {
      const h = await hashPasswordOffThread(password, rounds);
      made.push(h);
      return h;
    });
    await seedPasswordsReady();
    const data = createSeed({
      seed: 'prehash',
      scale: 'default',
      bcryptRounds: 5,
      now: 1_795_000_000,
    });
    const demo = data.users.find((u) => u.username === 'demo')!;
    expect(made).toContain(demo.password_hash);
    expect(bcrypt.compareSync('demo123456', demo.password_hash)).toBe(true);
  });

  it('leaves hashing to the seed when the workers fail', async () => {
    prehashSeedPasswords(6, () => Promise.reject(new Error('worker gone')));
    await seedPasswordsReady();
    const data = createSeed({
      seed: 'prehash',
      scale: 'default',
      bcryptRounds: 6,
      now: 1_795_000_000,
    });
    const viewer = data.users.find((u) => u.username === 'viewer')!;
    expect(bcrypt.compareSync('viewer123456', viewer.password_hash)).toBe(true);
  });
});
