/**
 * The db plugin: lowdb at MOCK_DB (':memory:' in tests), seeded on first start, with typed repositories.
 * `app.store.commit()` resolves once a change is durable; `app.resetToSeed()` is what the control plane calls.
 */
import { rename } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
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
    let loaded = false;
    try {
      loaded = await store.load();
    } catch (err) {
      // Not JSON (edited by hand?): keep it aside for inspection and start again from the seed.
      const aside = `${cfg.dbPath}.unreadable-${Date.now()}`;
      await rename(cfg.dbPath, aside);
      app.log.warn(
        { err, aside },
        'the mock db could not be read; it was moved aside and the seed loaded',
      );
    }
    if (!loaded || store.data.meta.schema_version !== SCHEMA_VERSION) {
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
