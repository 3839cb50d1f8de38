/**
 * The journal under the store: concurrent commits share disk writes and each resolves once its change is on disk; a
 * restart replays the journal onto the snapshot; a torn last line is dropped, a damaged one refused; compaction folds
 * the journal into the snapshot; a change not recorded through the repositories fails the commit under verify.
 */
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeed } from '#src/seed/index.js';
import { DbFileError, openDbFile } from './open-db.js';
import { Store } from './store.js';
import type { ProjectRecord } from './types.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const seed = () =>
  createSeed({ seed: 'demo', scale: 'default', bcryptRounds: 4, now: 1_795_000_000 });

async function freshStore(opts: ConstructorParameters<typeof Store>[1] = {}) {
  const file = join(dir, `db-${++n}.json`);
  const store = new Store(file, opts);
  await store.replace(seed());
  return { file, store };
}

const project = (store: Store, name: string): ProjectRecord => ({
  id: store.nextId('projects'),
  project_id: `p${store.data.meta.ids.projects}`,
  name,
  org_id: 1,
  created_at: new Date().toISOString(),
});

describe('the journal', () => {
  it('lets concurrent commits share disk writes and keeps every acknowledged one across a restart', async () => {
    const { file, store } = await freshStore();
    const writes = Array.from({ length: 50 }, (_, i) => {
      store.insert('projects', project(store, `concurrent ${i}`));
      return store.commit();
    });
    await Promise.all(writes);
    expect(store.journalStats!.writes).toBeLessThan(50);
    await store.close();
    const reopened = await openDbFile(file, 1_795_000_000_000);
    const names = reopened!.data.projects.map((p) => p.name);
    for (let i = 0; i < 50; i++) expect(names).toContain(`concurrent ${i}`);
    expect(reopened!.replayed).toBeGreaterThanOrEqual(50);
  });

  it('replays changes and removals in order', async () => {
    const { file, store } = await freshStore();
    const p = store.insert('projects', project(store, 'first name'));
    await store.commit();
    p.name = 'second name';
    store.changed('projects', p);
    store.remove('favorites', () => true);
    await store.commit();
    await store.close();
    const data = (await openDbFile(file, 1_795_000_000_000))!.data;
    expect(data.projects.find((x) => x.id === p.id)?.name).toBe('second name');
    expect(data.favorites).toEqual([]);
    expect(data.meta.ids.projects).toBe(p.id);
  });

  it('drops a torn last line (never acknowledged) and refuses a damaged line before it', async () => {
    const { file, store } = await freshStore();
    store.insert('projects', project(store, 'kept'));
    await store.commit();
    await store.close();
    const wal = readdirSync(dir)
      .filter((f) => f.startsWith(`db-${n}.json.wal-`))
      .sort()
      .at(-1)!;
    appendFileSync(join(dir, wal), '["projects","99",{"id":99,"na');
    expect((await openDbFile(file, 1_795_000_000_000))!.data.projects.map((p) => p.name)).toContain(
      'kept',
    );
    appendFileSync(join(dir, wal), '\n["projects","100",null]\n');
    await expect(openDbFile(file, 1_795_000_000_000)).rejects.toThrow(DbFileError);
    await expect(openDbFile(file, 1_795_000_000_000)).rejects.toThrow(/journal cannot be replayed/);
  });

  it('folds the journal into the snapshot once it outgrows it and removes the older generations', async () => {
    const { file, store } = await freshStore({ minCompactBytes: 1 });
    const p = store.insert('projects', project(store, 'rename 0'));
    await store.commit();
    for (let i = 1; i <= 400; i++) {
      p.name = `rename ${i} ${'x'.repeat(200)}`;
      store.changed('projects', p);
      await store.commit();
    }
    await store.close();
    expect(store.journalStats!.compactions).toBeGreaterThan(0);
    const wals = readdirSync(dir).filter((f) => f.startsWith(`db-${n}.json.wal-`));
    expect(wals.length).toBeLessThanOrEqual(2);
    const data = (await openDbFile(file, 1_795_000_000_000))!.data;
    expect(data.projects.find((x) => x.id === p.id)?.name).toMatch(/^rename 400 /);
  });

  it('fails a commit whose change was made without being recorded (verify)', async () => {
    const store = new Store(':memory:', { verify: true });
    await store.replace(seed());
    store.data.projects[0]!.name = 'changed behind the repositories';
    await expect(store.commit()).rejects.toThrow(/"projects" was not recorded/);
  });
});
