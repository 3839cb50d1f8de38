/**
 * `pnpm --filter @iot/mock-server run bench:quotas`: what the quotas bound (docs/security.md#quotas-and-bounded-work),
 * measured on the seeded demo (MOCK_SCALE default) in this process, through the API and the control plane:
 * 1. RSS before and at its peak while 10 forwarding ticks with a one-day lookback are sent at once
 *    (before the fix: 152 → 498 MB);
 * 2. how long another organization waits for its delivery while one organization's receiver never answers
 *    (before: about 54 s);
 * 3. 40 exports of 31 days asked for one after another (asked again after a 429, once the queue has room): how many
 *    were taken or refused by the storage quota (409), and the disk the export files take at the end (before: 289 MB).
 * Local receivers on ports 3151-3152 (the development switch for private targets is on).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '#src/app.js';
import { worldServices } from '#src/services/world-services.js';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const control = {
  'x-mock-control-token': process.env.MOCK_CONTROL_TOKEN ?? '',
  'content-type': 'application/json',
};

function receiver(port: number, answer: boolean, onBody: () => void): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      onBody();
      if (answer) res.writeHead(200).end();
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

process.env.MOCK_EXPORT_DIR = mkdtempSync(join(tmpdir(), 'iot-quota-bench-'));
const app = await build({
  config: {
    dbPath: ':memory:',
    bcryptRounds: 4,
    allowPrivateTargets: true,
    rateLimitPerMinute: 1e9,
    exportChunkDelayMs: 0,
  },
});
await app.ready();
const session = async (username: string, password: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/account/login/',
    payload: { username, password },
  });
  return `Bearer ${(res.json() as { data: { token: { access: string } } }).data.token.access}`;
};
const demo = await session('demo', 'demo123456');
const put = (org: string, url: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/v2/forwarders/post/',
    headers: { authorization: demo, 'x-org-slug': org },
    payload: { url },
  });

// 1. RSS under 10 parallel ticks
let received = 0;
const fast = await receiver(3151, true, () => received++);
await put('demo-farm', 'http://127.0.0.1:3151/rss');
await put('greenhouse-lab', 'http://127.0.0.1:3151/rss');
global.gc?.();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
const t0 = performance.now();
await Promise.all(
  Array.from({ length: 10 }, () =>
    app.inject({
      method: 'POST',
      url: '/__mock__/forwarders/tick',
      headers: control,
      payload: { lookback_seconds: 86400 },
    }),
  ),
);
clearInterval(sampler);
const tickMs = performance.now() - t0;
console.log(
  `1. 10 parallel ticks (lookback 1 day, 2 organizations): RSS ${mb(rssBefore)} → peak ${mb(rssPeak)}; ` +
    `${received} POSTs, ${worldServices(app).forwarding.stats.samples_delivered} samples, ${tickMs.toFixed(0)} ms`,
);

// 2. one slow receiver
const slow = await receiver(3152, false, () => undefined);
await put('demo-farm', 'http://127.0.0.1:3152/slow');
let fastAt: number | null = null;
fast.removeAllListeners('request');
fast.on('request', (req, res) => {
  req.resume();
  req.on('end', () => {
    fastAt ??= performance.now();
    res.writeHead(200).end();
  });
});
const t1 = performance.now();
await app.inject({
  method: 'POST',
  url: '/__mock__/forwarders/tick',
  headers: control,
  payload: { lookback_seconds: 600 },
});
const roundMs = performance.now() - t1;
console.log(
  `2. demo-farm's receiver never answers: greenhouse-lab delivered after ${((fastAt ?? NaN) - t1).toFixed(0)} ms; ` +
    `the round ended after ${(roundMs / 1000).toFixed(1)} s (per-organization limit ${app.config.forwardTenantTimeoutMs / 1000} s)`,
);
slow.closeAllConnections();
slow.close();
fast.close();

// 3. 40 exports of 31 days
const farm = app.repos.organizations.bySlug('demo-farm')!;
const device = app.repos.devices
  .ofOrganization(farm.id)
  .filter((d) => d.project_id)
  .sort(
    (a, b) => app.repos.factors.ofDevice(b.id).length - app.repos.factors.ofDevice(a.id).length,
  )[0]!;
const end = Math.floor(Date.now() / 1000) - 3600;
const counts: Record<number, number> = {};
let asked = 0;
while (asked < 40) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v2/projects/${device.project_id}/data-download-tasks/`,
    headers: { authorization: demo, 'x-org-slug': 'demo-farm' },
    payload: {
      device_id: device.id,
      factors: app.repos.factors.ofDevice(device.id).map((f) => f.id),
      start_time: end - 31 * 86400,
      end_time: end,
    },
  });
  counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  // A user who is told to wait, waits and asks again; every other answer counts as one of the 40.
  if (res.statusCode === 429) await worldServices(app).exports.idle();
  else asked++;
}
await worldServices(app).exports.idle();
const dir = process.env.MOCK_EXPORT_DIR;
const disk = readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
const tasks = app.repos.downloads.everyTask();
console.log(
  `3. 40 exports of 31 days (${app.repos.factors.ofDevice(device.id).length} factors): answers ${JSON.stringify(counts)}; ` +
    `${tasks.filter((t) => t.status === 'completed').length} completed, ${tasks.filter((t) => t.status === 'failed').length} failed; ` +
    `export files ${mb(disk)} (quota ${mb(app.config.exportQuotaPerOrgBytes)} per organization)`,
);
await app.close();
rmSync(dir, { recursive: true, force: true });
