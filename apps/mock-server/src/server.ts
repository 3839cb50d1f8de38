/** Starts the mock server on HOST:PORT and prints where it is, how to sign in and what is switched on. */
import { existsSync } from 'node:fs';
import {
  hashPasswordOffThread,
  useHasherWorkers,
  warmUpHasher,
} from '#src/auth/password-hasher.js';
import { ConfigError, loadConfig } from './config.js';
import { prehashSeedPasswords } from '#src/seed/passwords.js';

/** A configuration or a database file that cannot be used says what to do in its message: print only that. */
function stopOnUnusable(err: unknown): never {
  if (err instanceof ConfigError) {
    console.error(`\n  The mock server cannot start: ${err.message}\n  See docs/security.md.\n`);
    process.exit(1);
  }
  if ((err as { code?: string }).code !== 'MOCK_DB_UNUSABLE') throw err;
  console.error(`\n  ${(err as Error).message}\n`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    return stopOnUnusable(err);
  }
})();
// The bcrypt workers boot on another core while the modules of the server load below (a sign-in does not wait for them);
// on the first start (no database file yet) they hash the seeded accounts' passwords meanwhile.
useHasherWorkers(config.bcryptWorkers);
warmUpHasher();
if (config.dbPath !== ':memory:' && !existsSync(config.dbPath))
  prehashSeedPasswords(config.bcryptRounds, hashPasswordOffThread);
const { build } = await import('./app.js');
const { startBanner } = await import('./start-banner.js');

// The demo (NODE_ENV=production) logs warnings and errors only; development logs every request (config.logLevel).
const app = await build({ config, logger: { level: config.logLevel } }).catch(stopOnUnusable);
await app.listen({ port: app.config.port, host: app.config.host }).catch(stopOnUnusable);
// PORT=0 lets the system pick a free port (the contract verifications start their mocks so): the banner names the one
// bound, and its URL line is what a program that started the server reads to find it.
const bound = app.server.address();
console.log(
  startBanner(app.config, bound && typeof bound === 'object' ? bound.port : app.config.port),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
