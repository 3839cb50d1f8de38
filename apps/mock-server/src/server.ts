/** Starts the mock server on PORT (default 3000) and prints where it is and how to sign in. */
import { build } from './app.js';
import { SEED_USERS } from './seed/catalog.js';

// The demo (NODE_ENV=production) logs warnings and errors only; development logs every request.
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'production' ? 'warn' : 'info');
const app = await build({ logger: { level } });
const { port, host, dbPath, strictResponses } = app.config;
await app.listen({ port, host });

const shown = SEED_USERS.filter((u) => ['demo', 'viewer', 'outsider'].includes(u.username));
const url = `http://localhost:${port}/`;
console.log(
  [
    '',
    `  IoT console mock server: ${url}`,
    `  API reference:           ${url}api/docs`,
    `  Database:                ${dbPath}${strictResponses ? '' : '  (reply validation: log only)'}`,
    '  Demo accounts:',
    ...shown.map((u) => `    ${u.username.padEnd(10)} / ${u.password}`),
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
