/**
 * The database, its journal and the exports hold password hashes and forwarder secrets: the server's data on disk is
 * its owner's alone, files 0600 in 0700 directories.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { exportFirstDevice, type Call } from './support/exports';
import {
  signIn,
  startMock,
  startPublicDemo,
  STRONG_SECRET,
  tempDir,
  visitor,
  type Session,
} from './support/mock';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The mock's world services: where a world's export files go. */
const WORLD_SERVICES = '@iot/mock-server/src/services/world-services.ts';
const { worldServices } = (await import(/* @vite-ignore */ WORLD_SERVICES)) as {
  worldServices: (app: FastifyInstance) => { exports: { dir: string; idle: () => Promise<void> } };
};

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every file and directory below `dir` (and `dir` itself) with its mode. */
function modesBelow(dir: string): Record<string, string> {
  const out: Record<string, string> = { '.': mode(dir).toString(8) };
  for (const entry of readdirSync(dir, { recursive: true }) as string[])
    out[entry] = mode(join(dir, entry)).toString(8);
  return out;
}

const ownerOnly = (modes: Record<string, string>, dir: string) =>
  Object.fromEntries(
    Object.keys(modes).map((name) => [
      name,
      statSync(join(dir, name)).isDirectory() ? '700' : '600',
    ]),
  );

/** Exports yesterday's values of the first factor of the first device of demo-farm's first project. */
async function exportYesterday(call: Call, who: Session): Promise<void> {
  const res = await exportFirstDevice(call, who);
  expect(res.statusCode, res.body).toBe(201);
}

describe('the data on disk is readable by its owner only', () => {
  it('the public demo keeps its database, journal and secrets 0600 in a 0700 directory, and a visitor’s export too', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const data = join(tmp.dir, 'data');
    const app = await startPublicDemo(join(data, 'db.json'), {
      config: { exportChunkDelayMs: 0 },
    });
    cleanups.push(() => app.close());
    const visit = visitor(app);
    await exportYesterday(visit.inject, await visit.signIn('demo'));
    const [own] = app.worlds.list(); // the visitor's, the only sandbox
    const sandbox = await app.worlds.sandbox(own!.name);
    const exports = await app.worlds.run(sandbox, async () => {
      const services = worldServices(app).exports;
      await services.idle();
      return services.dir;
    });

    const dataModes = modesBelow(data);
    expect(Object.keys(dataModes)).toEqual(expect.arrayContaining(['db.json', 'jwt-secret']));
    expect(Object.keys(dataModes).some((f) => f.startsWith('db.json.wal-'))).toBe(true);
    expect(dataModes).toEqual(ownerOnly(dataModes, data));
    const exportModes = modesBelow(exports);
    expect(Object.keys(exportModes).some((f) => f.endsWith('.csv'))).toBe(true);
    expect(exportModes).toEqual(ownerOnly(exportModes, exports));
  });

  it('the demo on a laptop (npm start) keeps its exports 0600 in a 0700 directory beside the database', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const data = join(tmp.dir, 'data');
    const app = await startMock({
      env: { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, MOCK_DB: join(data, 'db.json') },
      config: { exportChunkDelayMs: 0 },
    });
    cleanups.push(() => app.close());
    await exportYesterday((o) => app.inject(o), await signIn(app, 'demo'));
    await worldServices(app).exports.idle();

    const modes = modesBelow(data);
    expect(Object.keys(modes).some((f) => f.startsWith('exports/') && f.endsWith('.csv'))).toBe(
      true,
    );
    expect(modes).toEqual(ownerOnly(modes, data));
  });
});
