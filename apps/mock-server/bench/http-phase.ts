/**
 * The HTTP side of `pnpm bench:mock`: GET /api/v2/data/{agri_id}/ through the whole server (auth guard, Ajv request
 * validation, handler, reply validation against the document, serialisation) via inject, for 1 h and 7 d ranges.
 */
import { build } from '#src/app.js';

export interface HttpRow {
  measure: string;
  p50_ms: string;
  p99_ms: string;
  note: string;
}

async function timeAsync(
  runs: number,
  fn: () => Promise<void>,
): Promise<{ p50: number; p99: number }> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) =>
    ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))] as number;
  return { p50: at(50), p99: at(99) };
}

export async function httpPhase(): Promise<HttpRow[]> {
  const app = await build({
    config: { dbPath: ':memory:', bcryptRounds: 4, scale: 'default', rateLimitPerMinute: 1e9 },
  });
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      payload: { username: 'demo', password: 'demo123456' },
    });
    const access = (login.json() as { data: { token: { access: string } } }).data.token.access;
    const headers = { authorization: `Bearer ${access}`, 'x-org-slug': 'demo-farm' };
    const farm = app.repos.organizations.bySlug('demo-farm')!;
    const factor = app.repos.devices
      .ofOrganization(farm.id)
      .filter((d) => d.project_id !== null)
      .flatMap((d) => app.repos.factors.ofDevice(d.id))
      .find((f) => f.the_type >= 1000 && f.enabled)!;
    const rows: HttpRow[] = [];
    for (const [range, seconds] of [
      ['1 h', 3600],
      ['7 d', 604800],
    ] as const) {
      let points = 0;
      const r = await timeAsync(300, async () => {
        const min = Math.floor(Date.now() / 1000) - seconds;
        const res = await app.inject({
          url: `/api/v2/data/${factor.agri_id}/?page=1&page_size=1000&min_timestamp=${min}`,
          headers,
        });
        points = (res.json() as { data: { results: unknown[] } }).data.results.length;
      });
      rows.push({
        measure: `HTTP GET history ${range}, page 1 (inject)`,
        p50_ms: r.p50.toFixed(3),
        p99_ms: r.p99.toFixed(3),
        note: `${points} points, reply validated`,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}
