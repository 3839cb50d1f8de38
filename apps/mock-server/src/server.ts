/** Starts the mock server on PORT (default 3000) and prints where it is and how to sign in. */
import { build } from './app.js';
import { SEED_USERS } from './seed/catalog.js';

// The demo (NODE_ENV=production) logs warnings and errors only; development logs every request.
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'production' ? 'warn' : 'info');
/** A database file that cannot be used (src/db/open-db.ts) says what to do in its message: print only that. */
function stopOnUnusableDb(err: unknown): never {
  if ((err as { code?: string }).code !== 'MOCK_DB_UNUSABLE') throw err;
  console.error(`\n  ${(err as Error).message}\n`);
  process.exit(1);
}

const app = await build({ logger: { level } }).catch(stopOnUnusableDb);
const { port, host, dbPath, strictResponses } = app.config;
await app.listen({ port, host }).catch(stopOnUnusableDb);

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
