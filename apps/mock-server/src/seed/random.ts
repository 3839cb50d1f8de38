/** A small deterministic PRNG (mulberry32) seeded from a string, for the seed data. */
import { hashString } from '#src/simulation/noise.js';

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  id(length: number, alphabet?: string): string;
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function createRng(seed: string): Rng {
  let a = hashString(seed) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    id: (length, alphabet = ALNUM) => {
      let s = '';
      for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * alphabet.length)];
      return s;
    },
  };
}
