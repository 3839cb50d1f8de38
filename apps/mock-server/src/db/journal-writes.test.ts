/**
 * An append made right after another one settled (or from the continuation of a flush) never
 * settled until some other write arrived; a short write (disk full, an I/O error) left a fragment in the journal, the
 * next append was glued to it and the next start refused the file. Every append settles; a failed write is cut back to
 * the last good end and every later change is refused with 503 in the envelope, so a restart finds every acknowledged
 * change and nothing else.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Journal } from './journal.js';
import { openDbFile } from './open-db.js';
import { Store } from './store.js';
import type { Op } from './ops.js';
import type { ProjectRecord } from './types.js';
import { createSeed } from '#src/seed/index.js';
import { body, ENGLISH, login, testApp } from '#src/testing/helpers.js';

/** A fixed "now" for the seed and the records (the clock is an input). */
const NOW_S = 1_795_000_000;
const dir = mkdtempSync(join(tmpdir(), 'mock-journal-writes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());
let n = 0;

const op = (key: string): Op => ['projects', key, null];
const walFiles = (file: string) =>
  readdirSync(join(file, '..'))
    .filter((f) => f.startsWith('db.json.wal-'))
    .map((f) => join(file, '..', f));

async function journal(): Promise<{ file: string; j: Journal }> {
  const sub = join(dir, `journal-${++n}`);
  const file = join(sub, 'db.json');
  mkdirSync(sub);
  const j = new Journal(file, { snapshot: () => Promise.resolve(0), snapshotBytes: 0 });
  await j.start(0);
  return { file, j };
}

/** What `promise` has come to once the journal is idle: settled or still pending. */
async function stateAfterIdle(j: Journal, promise: Promise<unknown>): Promise<string> {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await j.idle();
  await Promise.resolve();
  return state;
}

/** The prototype of node's FileHandle: the journal writes through its `write`. */
async function fileHandlePrototype(): Promise<FileHandle> {
  const fh = await open(join(dir, 'probe'), 'w');
  await fh.close();
  return Object.getPrototypeOf(fh) as FileHandle;
}

const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/** The next write puts half of its bytes on disk and reports that; the writes after it fail with ENOSPC. */
async function diskFillsUp(): Promise<void> {
  const proto = await fileHandlePrototype();
  const write = proto.write as (this: FileHandle, ...args: unknown[]) => Promise<unknown>;
  vi.spyOn(proto, 'write')
    .mockImplementationOnce(async function (this: FileHandle, data: unknown, ...rest: unknown[]) {
      const bytes =
        typeof data === 'string'
          ? Buffer.from(data)
          : (data as Buffer).subarray(
              (rest[0] as number | undefined) ?? 0,
              ((rest[0] as number | undefined) ?? 0) +
                ((rest[1] as number | undefined) ?? (data as Buffer).length),
            );
      const half = bytes.subarray(0, Math.floor(bytes.length / 2));
      await write.call(this, half);
      return { bytesWritten: half.length, buffer: data };
    } as never)
    .mockRejectedValue(enospc());
}

describe('the journal settles every append and never glues a fragment', () => {
  it('settles an append made right after another one settled', async () => {
    const { file, j } = await journal();
    await j.append([op('1')]);
    expect(await stateAfterIdle(j, j.append([op('2')]))).toBe('resolved');
    await j.close();
    const lines = readFileSync(walFiles(file)[0]!, 'utf8').trim().split('\n');
    expect(lines).toEqual([JSON.stringify(op('1')), JSON.stringify(op('2'))]);
  });

  it('settles an append made from the continuation of a flush', async () => {
    const { j } = await journal();
    let second: Promise<void> | undefined;
    await j.append([op('1')]).then(() => {
      second = j.append([op('2')]);
    });
    expect(await stateAfterIdle(j, second!)).toBe('resolved');
    await j.close();
  });

  it('cuts a short write back, refuses later changes, and a restart finds every acknowledged one', async () => {
    const sub = join(dir, `store-${++n}`);
    mkdirSync(sub);
    const file = join(sub, 'db.json');
    const store = new Store(file);
    await store.replace(
      createSeed({ seed: 'demo', scale: 'default', bcryptRounds: 4, now: NOW_S }),
    );
    const project = (name: string): ProjectRecord => ({
      id: store.nextId('projects'),
      project_id: `p_${name}`,
      name,
      org_id: 1,
      created_at: new Date(NOW_S * 1000).toISOString(),
    });
    store.insert('projects', project('kept'));
    await store.commit();
    const [wal] = walFiles(file);
    const goodEnd = statSync(wal!).size;

    await diskFillsUp();
    store.insert('projects', project('half-written'));
    await expect(store.commit()).rejects.toThrow(/no space left/);
    expect(statSync(wal!).size, 'the fragment is cut off').toBe(goodEnd);

    vi.restoreAllMocks(); // the disk has room again: still no change is appended after a failed write
    store.insert('projects', project('after'));
    await expect(store.commit()).rejects.toThrow(/cannot store changes/);
    expect(statSync(wal!).size).toBe(goodEnd);
    await store.close();

    const names = (await openDbFile(file, NOW_S * 1000))!.data.projects.map((p) => p.name);
    expect(names).toContain('kept');
    expect(names).not.toContain('half-written');
    expect(names).not.toContain('after');
  });

  it('answers 503 in the envelope for every change once a write failed, and keeps answering reads', async () => {
    const sub = join(dir, `app-${++n}`);
    mkdirSync(sub);
    const app = await testApp({ dbPath: join(sub, 'db.json') });
    try {
      const demo = await login(app, 'demo');
      const create = (name: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v2/projects/',
          headers: { ...demo.headers('demo-farm'), ...ENGLISH },
          payload: { name },
        });
      await diskFillsUp();
      const failed = await create('on a full disk');
      expect(failed.statusCode).toBe(503);
      expect(body(failed).error?.message).toMatch(/cannot store changes/);
      vi.restoreAllMocks();
      const refused = await create('afterwards');
      expect(refused.statusCode).toBe(503);
      expect(body(refused)).toMatchObject({ success: false, data: null });
      const list = await app.inject({
        url: '/api/v2/projects/',
        headers: demo.headers('demo-farm'),
      });
      expect(list.statusCode).toBe(200);
      expect(body<{ name: string }[]>(list).data.map((p) => p.name)).not.toContain('afterwards');
    } finally {
      await app.close();
    }
  });
});
