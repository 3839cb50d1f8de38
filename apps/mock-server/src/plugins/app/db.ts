/**
 * The db plugin: the worlds of this server (src/worlds/). The main world is a JSON snapshot at MOCK_DB (':memory:' in
 * tests) plus its journal, seeded on first start; an existing file is opened by src/db/open-db.ts — checked, migrated
 * when older, its journal replayed — and refused, stopping the server with a clear message and the file untouched, when
 * it cannot be used. Temporary files of killed processes are removed.
 *
 * `app.world` is the world of the current request, `app.clock` its clock (the main one, or the sandbox its X-Mock-Sandbox
 * header or visitor cookie selects: plugins/app/sandboxes.ts); `app.repos` its repositories — every read and write of
 * data. After a failed write of the journal every change is refused (503) until the server is restarted.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { removeStaleTemps } from '#src/db/stale-temps.js';
import { openDbFile } from '#src/db/open-db.js';
import { Store } from '#src/db/store.js';
import { SCHEMA_VERSION } from '#src/db/types.js';
import type { Repositories } from '#src/repositories/index.js';
import { createSeed } from '#src/seed/index.js';
import { seedPasswordsReady } from '#src/seed/passwords.js';
import { systemClock, type Clock } from '#src/lib/clock.js';
import { clearAnalyticsCache } from '#src/simulation/analytics.js';
import type { SimConfig } from '#src/simulation/types.js';
import { Worlds } from '#src/worlds/sandboxes.js';
import { World, createSandbox } from '#src/worlds/world.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every world of this server: the main one and the sandboxes. */
    worlds: Worlds;
    /** The world of the current request. */
    world: World;
    /** The current world's clock (src/lib/clock.ts): every "now" of a request, its data, sessions and tokens. */
    clock: Clock;
    /** The repositories of the current request's world. */
    repos: Repositories;
    /** The simulation's settings (seed, reboot seconds, time zone). */
    sim: SimConfig;
    /** Replaces the current world's data with the seed of MOCK_SEED / MOCK_SCALE and persists it. */
    resetToSeed: () => Promise<void>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async function db(app: FastifyInstance, opts: { clock?: Clock }) {
    const cfg = app.config;
    // The server's clock (build({ clock }) in tests): every world's today.
    const clock = opts.clock ?? systemClock;
    // Under vitest every commit is checked against the changes the repositories recorded (src/db/store.ts).
    const store = new Store(cfg.dbPath, { verify: cfg.verifyCommits });
    const seed = (now: number) =>
      createSeed({ seed: cfg.seed, scale: cfg.scale, bcryptRounds: cfg.bcryptRounds, now });
    const onDisk = cfg.dbPath !== ':memory:';
    if (onDisk) {
      const removed = await removeStaleTemps(cfg.dbPath);
      if (removed.length) app.log.warn({ removed }, 'removed temporary db files of dead processes');
    }
    const opened = onDisk ? await openDbFile(cfg.dbPath, clock.nowMs()) : null;
    const main = new World(null, store, seed, clock);
    if (opened) {
      await store.adopt(opened.data, {
        generation: opened.generation,
        compact: opened.migratedFrom !== null || opened.replayed > 0,
        snapshotBytes: opened.snapshotBytes,
      });
      if (opened.migratedFrom !== null)
        app.log.warn(
          { db: cfg.dbPath, from: opened.migratedFrom, to: SCHEMA_VERSION, backup: opened.backup },
          'migrated the mock db to the current schema; the old file was copied aside',
        );
    } else {
      await seedPasswordsReady();
      await main.resetToSeed();
      app.log.info({ db: cfg.dbPath, seed: cfg.seed, scale: cfg.scale }, 'seeded the mock db');
    }
    const worlds = new Worlds(main, {
      max: cfg.sandboxMax,
      idleMs: cfg.sandboxIdleSeconds * 1000,
      activeMs: cfg.sandboxActiveSeconds * 1000,
      atOnce: cfg.sandboxNewAtOnce,
      create: (name) => createSandbox(name, seed, clock, { verify: cfg.verifyCommits }),
      clock,
    });
    app.decorate('worlds', worlds);
    app.decorate('world', { getter: () => worlds.current() });
    app.decorate('clock', { getter: () => worlds.current().clock });
    app.decorate('repos', { getter: () => worlds.current().repos });
    app.decorate('sim', { seed: cfg.seed, rebootSeconds: cfg.rebootSeconds, tz: cfg.tz });
    app.decorate('resetToSeed', async () => {
      clearAnalyticsCache();
      await worlds.current().resetToSeed();
    });
    // Once the journal could not be written (src/db/journal.ts), a change is refused before its handler makes it in
    // memory: 503 in the envelope (plugins/app/errors.ts); reads go on, and carry no hook for it.
    const refuseAfterWriteFailure: preHandlerHookHandler = (_request, _reply, done) => {
      const failure = worlds.current().store.writeFailure;
      if (failure) done(failure);
      else done();
    };
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((m) => READS.has(m))) return;
      route.preHandler = [refuseAfterWriteFailure, ...[route.preHandler ?? []].flat()];
    });
    app.addHook('onClose', async () => worlds.close());
  },
  { name: 'db' },
);
