/**
 * The seeded accounts' bcrypt hashes: hashed once per process and rounds, taken from the build when it made them, or
 * hashed ahead in the worker pool while the server's modules load (server.ts).
 */
import { readFileSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import { SEED_USERS } from './catalog.js';

const hashes = new Map<string, string>();
let prehashing: Promise<void> = Promise.resolve();

/** The seeded accounts' hashes the build made (scripts/build-server.mjs): in dist/ only, at the default rounds. */
const BUILT_HASHES_FILE = new URL('./password-hashes.json', import.meta.url);

interface BuiltHashes {
  rounds: number;
  /** username → bcrypt hash of its seeded password */
  byUser: Record<string, string>;
}

let built: BuiltHashes | null | undefined;

/** The build's hash of a seeded account's password at `rounds`; undefined from the sources or at other rounds. */
function builtHash(password: string, rounds: number): string | undefined {
  if (built === undefined) {
    try {
      built = JSON.parse(readFileSync(BUILT_HASHES_FILE, 'utf8')) as BuiltHashes;
    } catch {
      built = null; // the sources (tsx, vitest): hashed here
    }
  }
  if (built?.rounds !== rounds) return undefined;
  const user = SEED_USERS.find((u) => u.password === password);
  return user && built.byUser[user.username];
}

/**
 * Hashes the seeded accounts' passwords ahead with `hash` (the bcrypt worker pool) into the cache the seed reads: the
 * server's first start (no database file yet) begins this while its modules load (server.ts), so seeding does not spend
 * ≈ 0.8 s of bcrypt on the main thread. The built server has the hashes its build made (nine bcrypt hashes were ≈ 1.3 s
 * of a worker's CPU, which the first answer of a first start waited for). A failure only means the seed hashes them itself.
 */
export function prehashSeedPasswords(
  rounds: number,
  hash: (password: string, rounds: number) => Promise<string>,
): void {
  prehashing = Promise.all(
    SEED_USERS.map(async (u) => {
      const h = builtHash(u.password, rounds) ?? (await hash(u.password, rounds));
      hashes.set(`${rounds}|${u.password}`, h);
    }),
  ).then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once the passwords prehashSeedPasswords started are in the cache (at once when none were started). */
export const seedPasswordsReady = (): Promise<void> => prehashing;

/**
 * A seeded password's hash: cached, else the build's (so a reset to the seed — the demo's scheduled one, a sandbox —
 * spends no bcrypt on the event loop in the built server), else hashed here.
 */
export function passwordHash(password: string, rounds: number): string {
  const key = `${rounds}|${password}`;
  let h = hashes.get(key);
  if (!h) {
    h = builtHash(password, rounds) ?? bcrypt.hashSync(password, rounds);
    hashes.set(key, h);
  }
  return h;
}
