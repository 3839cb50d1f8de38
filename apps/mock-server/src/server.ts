/** Starts the mock server on HOST:PORT and prints where it is, how to sign in and what is switched on. */
import { build } from './app.js';
import { ConfigError } from './config.js';
import { startBanner } from './start-banner.js';

// The demo (NODE_ENV=production) logs warnings and errors only; development logs every request.
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'production' ? 'warn' : 'info');
let app: Awaited<ReturnType<typeof build>>;
try {
  app = await build({ logger: { level } });
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`\n  The mock server cannot start: ${err.message}\n  See docs/security.md.\n`);
  process.exit(1);
}
await app.listen({ port: app.config.port, host: app.config.host });
console.log(startBanner(app.config));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
