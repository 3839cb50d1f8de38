/**
 * Deterministic demo data for MOCK_SEED (default "demo"): the same seed gives the same organizations, projects,
 * devices, factors and agri_ids (times are anchored to the current day so the history is always recent).
 * MOCK_SCALE=large puts 10,000 devices into demo-farm. The result is cached per process and cloned per call, so
 * tests that build many apps and the control plane's reset stay fast.
 */
import type { DbData } from '#src/db/types.js';
import { addAccess, addUsers } from './accounts.js';
import { seedContext, type SeedOptions } from './context.js';
import { addBindPool } from './devices.js';
import { addOrganizations } from './organizations.js';

/** The parts in the order their ids and random draws were always taken: the same seed gives the same data. */
function generate(options: SeedOptions): DbData {
  const ctx = seedContext(options);
  addUsers(ctx);
  addOrganizations(ctx);
  addBindPool(ctx);
  addAccess(ctx);
  return ctx.data;
}

/**
 * The last seed generated, kept to hand out copies (sandboxes, resets) without generating it again — only at the default
 * scale: the large one (10,000 devices) would keep ≈ 25 MB of heap beside the live data for a second copy made in about
 * a second and a half. One entry: a seed of a new day replaces the one before.
 */
let cached: { key: string; data: DbData } | null = null;

export function createSeed(o: SeedOptions): DbData {
  const key = `${o.seed}|${o.scale}|${o.bcryptRounds}|${Math.floor(o.now / 86400)}`;
  if (cached?.key === key) return structuredClone(cached.data);
  const data = generate(o);
  if (o.scale === 'large') return data;
  cached = { key, data };
  return structuredClone(data);
}
