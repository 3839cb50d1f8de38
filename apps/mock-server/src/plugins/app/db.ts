/**
 * The db plugin: the worlds of this server (src/worlds/). The main world is lowdb at MOCK_DB (':memory:' in tests) plus
 * its journal, seeded on first start; an existing file is opened by src/db/open-db.ts — checked, migrated when older,
 * its journal replayed — and refused, stopping the server with a clear message and the file untouched, when it cannot
 * be used. Temporary files of killed processes are removed.
 *
 * `app.world` is the world of the current request (the main one, or the sandbox its X-Mock-Sandbox header or visitor
 * cookie selects: plugins/app/sandboxes.ts); `app.repos` its repositories — every read and write of data.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { removeStaleTemps } from '#src/db/durable-file.js';
import { openDbFile } from '#src/db/open-db.js';
import { Store } from '#src/db/store.js';
import { SCHEMA_VERSION } from '#src/db/types.js';
import type { Repositories } from '#src/repositories/index.js';
import { createSeed, seedPasswordsReady } from '#src/seed/index.js';
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
    /** The repositories of the current request's world. */
    repos: Repositories;
    /** The simulation's settings (seed, reboot seconds, time zone). */
    sim: SimConfig;
    /** Replaces the current world's data with the seed of MOCK_SEED / MOCK_SCALE and persists it. */
    resetToSeed: () => Promise<void>;
  }
}

export default fp(
  async function db(app: FastifyInstance) {
    const cfg = app.config;
    // Under vitest every commit is checked against the changes the repositories recorded (src/db/store.ts).
    const verify = Boolean(process.env.VITEST);
    const store = new Store(cfg.dbPath, { verify });
    const seed = () =>
      createSeed({ seed: cfg.seed, scale: cfg.scale, bcryptRounds: cfg.bcryptRounds });
    const onDisk = cfg.dbPath !== ':memory:';
    if (onDisk) {
      const removed = await removeStaleTemps(cfg.dbPath);
      if (removed.length) app.log.warn({ removed }, 'removed temporary db files of dead processes');
    }
    const opened = onDisk ? await openDbFile(cfg.dbPath) : null;
    const main = new World(null, store, seed);
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
      create: (name) => createSandbox(name, seed, { verify }),
    });
    app.decorate('worlds', worlds);
    app.decorate('world', { getter: () => worlds.current() });
    app.decorate('repos', { getter: () => worlds.current().repos });
    app.decorate('sim', { seed: cfg.seed, rebootSeconds: cfg.rebootSeconds, tz: cfg.tz });
    app.decorate('resetToSeed', async () => {
      clearAnalyticsCache();
      await worlds.current().resetToSeed();
    });
    app.addHook('onClose', async () => worlds.close());
  },
  { name: 'db' },
);
