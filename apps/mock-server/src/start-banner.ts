/** The lines server.ts prints once the server listens: where, the demo accounts, and what is switched on. */
import type { MockConfig } from './config.js';
import { SEED_USERS } from '#src/seed/catalog.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** `port`: the one the server bound (PORT=0 asks the system for a free one). */
export function startBanner(config: MockConfig, port = config.port): string {
  const { host, dbPath, strictResponses } = config;
  const shown = SEED_USERS.filter((u) => ['demo', 'viewer', 'outsider'].includes(u.username));
  const url = `http://${LOOPBACK.has(host) ? '127.0.0.1' : 'localhost'}:${port}/`;
  const control = !config.control
    ? 'off'
    : config.controlTokenGenerated
      ? `on — X-Mock-Control-Token: ${config.controlToken}${config.controlTokenFile ? ` (kept in ${config.controlTokenFile})` : ''}`
      : 'on — X-Mock-Control-Token: the value of MOCK_CONTROL_TOKEN';
  return [
    '',
    `  IoT console mock server: ${url}${LOOPBACK.has(host) ? '' : `  (listening on ${host})`}`,
    `  API reference:           ${url}api/docs`,
    `  Database:                ${dbPath}${strictResponses ? '' : '  (reply validation: log only)'}`,
    `  Mode:                    ${config.mode}`,
    `  Control plane /__mock__: ${control}`,
    ...(config.control ? [`  Control plane reference: ${url}api/docs/control`] : []),
    ...(config.resetEverySeconds
      ? [`  Scheduled reset:         every ${config.resetEverySeconds} s (MOCK_RESET_EVERY)`]
      : []),
    '  Demo accounts:',
    ...shown.map((u) => `    ${u.username.padEnd(10)} / ${u.password}`),
    '',
  ].join('\n');
}
