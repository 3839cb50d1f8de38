/**
 * A world: one copy of the mock's data (its store and repositories) with the state that goes with it — injected
 * faults, backend variants, export jobs — kept in named slots that the plugins owning them fill on first use. The main
 * world lives in MOCK_DB; sandboxes (src/worlds/sandboxes.ts) are in-memory worlds created from the seed.
 */
import { newInstanceId } from '#src/db/migrations.js';
import { Store } from '#src/db/store.js';
import type { DbData } from '#src/db/types.js';
import { WorldClock, type Clock } from '#src/lib/clock.js';
import { WorldTimers } from '#src/lib/world-timers.js';
import { Repositories } from '#src/repositories/index.js';

export class World {
  readonly repos: Repositories;
  /** When a request last used this world (ms since the epoch, on the clock of Worlds). */
  lastUsed = 0;
  private readonly slots = new Map<string, unknown>();
  private disposers: (() => unknown)[] = [];
  /** The world's time: every "now" of its requests, data, sessions and tokens (app.clock); the control plane moves it. */
  readonly clock: WorldClock;
  /** Work that waits for the world's time (export pacing, forwarding rounds, expiry of old exports). */
  readonly timers: WorldTimers;

  constructor(
    /** null for the main world; a visitor's sandbox changes name at every sign-in (Worlds.rename). */
    public name: string | null,
    readonly store: Store,
    /** The seed data as of `now` (Unix seconds). */
    private readonly seed: (now: number) => DbData,
    /** The server's clock, which the world's reads until it is paused, set or moved. */
    serverClock: Clock,
  ) {
    this.repos = new Repositories(store);
    this.clock = new WorldClock(serverClock);
    this.timers = new WorldTimers(this.clock);
  }

  /** The world's `key` part, created by `create` on first use. */
  slot<T>(key: string, create: () => T): T {
    if (!this.slots.has(key)) this.slots.set(key, create());
    return this.slots.get(key) as T;
  }

  /** Runs `fn` when the world is dropped (sandbox eviction) or the server closes. */
  onDispose(fn: () => unknown): void {
    this.disposers.push(fn);
  }

  /** Replaces the data with the seed (a new instance id: download links of the old data stop working). */
  async resetToSeed(): Promise<void> {
    const data = this.seed(this.clock.nowSeconds());
    data.meta.instance_id = newInstanceId();
    await this.store.replace(data);
    this.clock.seededNow();
  }

  async dispose(): Promise<void> {
    const fns = this.disposers.reverse();
    this.disposers = [];
    for (const fn of fns) await fn();
    this.timers.dispose();
    this.slots.clear();
    await this.store.close();
  }
}

/** A sandbox: an in-memory world with a fresh copy of the seed. */
export async function createSandbox(
  name: string,
  seed: (now: number) => DbData,
  serverClock: Clock,
  opts: { verify?: boolean } = {},
): Promise<World> {
  const world = new World(name, new Store(':memory:', opts), seed, serverClock);
  await world.resetToSeed();
  return world;
}
