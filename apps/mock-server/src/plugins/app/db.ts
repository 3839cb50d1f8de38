/**
 * The db plugin: lowdb at MOCK_DB (':memory:' in tests), seeded on first start, with typed repositories.
 * An existing file is opened by src/db/open-db.ts: checked, migrated when older, and refused — stopping the server with
 * a clear message and the file untouched — when it cannot be used. Temporary files of killed processes are removed.
 * `app.store.commit()` resolves once a change is durable; `app.resetToSeed()` is what the control plane calls.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { removeStaleTemps } from '../../db/durable-file.js';
import { openDbFile } from '../../db/open-db.js';
import { Store } from '../../db/store.js';
import { SCHEMA_VERSION } from '../../db/types.js';
import { Repositories } from '../../repositories/index.js';
import { createSeed } from '../../seed/index.js';
import { clearAnalyticsCache } from '../../simulation/analytics.js';
import type { SimConfig } from '../../simulation/types.js';
declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    repos: Repositories;
    /** The simulation's settings (seed, reboot seconds, time zone). */
    sim: SimConfig;
    /** Replaces the whole db with the seed data of MOCK_SEED / MOCK_SCALE and persists it. */
    resetToSeed: () => Promise<void>;
  }
}

export default fp(
  async function db(app: FastifyInstance) {
    const cfg = app.config;
    const store = new Store(cfg.dbPath);
    const seed = () =>
      createSeed({ seed: cfg.seed, scale: cfg.scale, bcryptRounds: cfg.bcryptRounds });
    const onDisk = cfg.dbPath !== ':memory:';
    if (onDisk) {
      const removed = await removeStaleTemps(cfg.dbPath);
      if (removed.length) app.log.warn({ removed }, 'removed temporary db files of dead processes');
    }
    const opened = onDisk ? await openDbFile(cfg.dbPath) : null;
    if (opened) {
      store.adopt(opened.data);
      if (opened.migratedFrom !== null) {
        await store.commit();
        app.log.warn(
          { db: cfg.dbPath, from: opened.migratedFrom, to: SCHEMA_VERSION, backup: opened.backup },
          'migrated the mock db to the current schema; the old file was copied aside',
        );
      }
    } else {
      await store.replace(seed());
      app.log.info({ db: cfg.dbPath, seed: cfg.seed, scale: cfg.scale }, 'seeded the mock db');
    }
    app.decorate('store', store);
    app.decorate('repos', new Repositories(store));
    app.decorate('sim', { seed: cfg.seed, rebootSeconds: cfg.rebootSeconds, tz: cfg.tz });
    app.decorate('resetToSeed', async () => {
      clearAnalyticsCache();
      await store.replace(seed());
    });
  },
  { name: 'db' },
);
