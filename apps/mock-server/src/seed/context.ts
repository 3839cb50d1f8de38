/** What the parts of one seed generation share: its data, random stream, id counters and the ids already used. */
import type { DbData } from '#src/db/types.js';
import { newInstanceId } from '#src/db/migrations.js';
import { SCHEMA_VERSION } from '#src/db/types.js';
import { createRng, type Rng } from './random.js';

export interface SeedOptions {
  seed: string;
  scale: 'default' | 'large';
  bcryptRounds: number;
  /** Unix seconds; device times are placed in the 60 days before it. */
  now: number;
}

export interface SeedContext {
  options: SeedOptions;
  data: DbData;
  rng: Rng;
  /** Midnight (UTC) of the seed's day: device times are placed before it. */
  anchor: number;
  /** The next id of a collection. */
  next: (collection: string) => number;
  /** agri_ids and project ids handed out so far. */
  used: Set<string>;
  deviceNo: number;
}

/** An id of `prefix` and `length` random characters that no other of this seed has. */
export function uniqueId(ctx: SeedContext, prefix: string, length: number): string {
  for (;;) {
    const id = prefix + ctx.rng.id(length);
    if (!ctx.used.has(id)) {
      ctx.used.add(id);
      return id;
    }
  }
}

export function seedContext(options: SeedOptions): SeedContext {
  const ids: Record<string, number> = {};
  return {
    options,
    rng: createRng(`${options.seed}|seed`),
    anchor: Math.floor(options.now / 86400) * 86400,
    next: (c) => (ids[c] = (ids[c] ?? 0) + 1),
    used: new Set(),
    deviceNo: 0,
    data: {
      meta: {
        schema_version: SCHEMA_VERSION,
        instance_id: newInstanceId(),
        seed: options.seed,
        scale: options.scale,
        ids,
      },
      users: [],
      organizations: [],
      memberships: [],
      blacklist: [],
      projects: [],
      favorites: [],
      devices: [],
      factors: [],
      events: {},
      refreshTokens: [],
      accessTokens: [],
      downloadTasks: [],
      forwarders: [],
    },
  };
}
