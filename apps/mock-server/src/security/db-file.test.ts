/**
 * A database file that is empty, `null`, not JSON, missing a collection or of a newer schema was
 * silently replaced by the seed (or started a server whose sign-in answered 500). It must stop the server with a clear
 * message and keep the file byte for byte; an older schema is migrated (data kept, a copy of the old file kept);
 * temporary files a killed process left behind are cleaned at start.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '#src/config.js';
import { SCHEMA_VERSION } from '#src/db/types.js';
import { worldServices } from '#src/services/world-services.js';
import { createExport, settledTasks, yesterday } from '#src/testing/exports.js';
import { login, testApp } from '#src/testing/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-db-safety-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function dbFile(content: string): string {
  const sub = join(dir, `case-${++n}`);
  mkdirSync(sub);
  const file = join(sub, 'db.json');
  writeFileSync(file, content);
  return file;
}

/** A valid database file of the current schema (the seed, written by a first start). */
async function seededFile(): Promise<{ file: string; data: Record<string, unknown> }> {
  const file = dbFile('');
  rmSync(file);
  const app = await testApp({ dbPath: file });
  await app.close();
  return { file, data: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> };
}

async function refusedStart(file: string, reason: RegExp): Promise<void> {
  const before = readFileSync(file);
  // the server's own secrets (jwt-secret, control-token: src/secrets.ts) are resolved before the database is opened;
  // they are no copy of the data, so only the database's files are compared
  const dbFiles = () =>
    readdirSync(join(file, '..')).filter((f) => !['jwt-secret', 'control-token'].includes(f));
  const siblings = dbFiles();
  await expect(testApp({ dbPath: file })).rejects.toThrow(reason);
  expect(readFileSync(file).equals(before), 'the file is kept byte for byte').toBe(true);
  expect(dbFiles(), 'nothing moved aside or written beside it').toEqual(siblings);
}

describe('a database file that cannot be used stops the server and is kept', () => {
  it('refuses an empty file', async () => {
    await refusedStart(dbFile(''), /db\.json.*empty/s);
  });

  it('refuses a file holding null', async () => {
    await refusedStart(dbFile('null'), /db\.json.*not an object/s);
  });

  it('refuses a file that is not JSON', async () => {
    await refusedStart(dbFile('{"meta": '), /db\.json.*not valid JSON/s);
  });

  it('refuses a file that misses a collection, naming it', async () => {
    const { data } = await seededFile();
    delete data.users;
    await refusedStart(dbFile(JSON.stringify(data)), /users/);
  });

  it('refuses a collection of the wrong shape', async () => {
    const { data } = await seededFile();
    data.devices = { broken: true };
    await refusedStart(dbFile(JSON.stringify(data)), /devices/);
  });

  it('refuses a file written by a newer version', async () => {
    const { data } = await seededFile();
    (data.meta as { schema_version: number }).schema_version = SCHEMA_VERSION + 1;
    await refusedStart(dbFile(JSON.stringify(data)), /newer/);
  });

  it('npm start (server.ts) exits 1 with the message, without a stack trace', () => {
    const file = dbFile('');
    const run = spawnSync(join(PACKAGE_ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, MOCK_DB: file, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(file);
    expect(run.stderr).toMatch(/empty/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(file, 'utf8')).toBe('');
  }, 60_000);
});

describe('an older schema is migrated, not reseeded', () => {
  it('keeps the data of a schema-1 file, records the new version and keeps a copy of the old file', async () => {
    const file = dbFile('');
    rmSync(file);
    const first = await testApp({ dbPath: file });
    const s = await login(first, 'demo');
    const created = await first.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: s.headers('demo-farm'),
      payload: { name: 'Kept across the migration' },
    });
    expect(created.statusCode).toBe(201);
    await first.close();
    // What a schema-1 server wrote: no instance id in meta.
    const v1 = JSON.parse(readFileSync(file, 'utf8')) as { meta: Record<string, unknown> };
    v1.meta.schema_version = 1;
    delete v1.meta.instance_id;
    const v1Text = JSON.stringify(v1);
    writeFileSync(file, v1Text);

    const second = await testApp({ dbPath: file });
    const s2 = await login(second, 'demo');
    const list = await second.inject({
      url: '/api/v2/projects/?search=migration',
      headers: s2.headers('demo-farm'),
    });
    expect((list.json() as { data: unknown[] }).data).toHaveLength(1);
    await second.close();
    const migrated = JSON.parse(readFileSync(file, 'utf8')) as { meta: Record<string, unknown> };
    expect(migrated.meta.schema_version).toBe(SCHEMA_VERSION);
    expect(migrated.meta.instance_id).toMatch(/^[0-9a-f]{32}$/);
    const backup = readdirSync(join(file, '..')).find((f) => /^db\.json\.v1\..*\.bak$/.test(f));
    expect(backup, 'a copy of the schema-1 file').toBeDefined();
    expect(readFileSync(join(file, '..', backup!), 'utf8')).toBe(v1Text);
  });
});

describe('stale temporary files are cleaned', () => {
  it('removes a dead process’s db temp file and orphaned export files, keeps live ones', async () => {
    const { file } = await seededFile();
    const folder = join(file, '..');
    const deadPid = 2 ** 22 + 12345; // above pid_max: never a live process
    const staleTmp = join(folder, `.db.json.${deadPid}.tmp`);
    writeFileSync(staleTmp, '{"half":');
    const app = await testApp({ dbPath: file });
    expect(existsSync(staleTmp)).toBe(false);
    const demo = await login(app, 'demo');
    const farm = app.repos.organizations.bySlug('demo-farm')!;
    const device = app.repos.devices
      .ofOrganization(farm.id)
      .find((d) => d.project_id && app.repos.factors.ofDevice(d.id).length > 0)!;
    const res = await createExport(app, demo, 'demo-farm', device.project_id!, {
      device_id: device.id,
      factors: [app.repos.factors.ofDevice(device.id)[0]!.id],
      ...yesterday(),
    });
    const id = (res.json() as { data: { id: number } }).data.id;
    expect((await settledTasks(app, demo, 'demo-farm', device.project_id!))[0]!.id).toBe(id);
    const exportsDir = worldServices(app).exports.dir;
    await app.close();
    const kept = join(exportsDir, `task-${id}.csv`);
    const orphan = join(exportsDir, 'task-9999.csv');
    const part = join(exportsDir, 'task-9998.csv.part');
    const foreign = join(exportsDir, 'notes.txt');
    for (const f of [orphan, part, foreign]) writeFileSync(f, 'x');

    const again = await testApp({ dbPath: file });
    worldServices(again);
    await again.close();
    expect(existsSync(kept), 'the file of a completed task stays').toBe(true);
    expect(existsSync(orphan), 'a CSV no task points to is removed').toBe(false);
    expect(existsSync(part), 'a half-written export is removed').toBe(false);
    expect(existsSync(foreign), 'files the mock did not name are left alone').toBe(true);
  });

  it('removes the temporary export directory of an in-memory database when the server closes', async () => {
    const app = await testApp();
    const exportsDir = worldServices(app).exports.dir;
    expect(existsSync(exportsDir)).toBe(true);
    await app.close();
    expect(existsSync(exportsDir)).toBe(false);
  });
});
