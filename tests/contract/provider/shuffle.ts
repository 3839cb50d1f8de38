/**
 * PACT_SHUFFLE=<seed>: the verification runs the interactions in another order — copies of the pact files with their
 * interactions shuffled (Fisher-Yates, a PRNG seeded by the seed), so an interaction that silently relies on an
 * earlier one fails. The copies live in a temporary directory; the results name the original files.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** mulberry32 over a 32-bit hash of the seed: the same seed always gives the same order. */
function prng(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const random = prng(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Shuffled copies of the pact files (same names, in a new temporary directory). */
export function shuffledCopies(files: string[], seed: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'iot-pacts-shuffled-'));
  return files.map((file) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: unknown[] };
    pact.interactions = shuffled(pact.interactions, `${seed}|${basename(file)}`);
    const copy = join(dir, basename(file));
    writeFileSync(copy, JSON.stringify(pact, null, 2));
    return copy;
  });
}
