import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { login, testApp } from '#src/testing/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('db plugin', () => {
  it('keeps writes across a restart on the same file', async () => {
    const dbPath = join(dir, 'db.json');
    const first = await testApp({ dbPath });
    const s = await login(first, 'demo');
    const res = await first.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: s.headers('demo-farm'),
      payload: { name: '重启 Restart' },
    });
    expect(res.statusCode).toBe(201);
    await first.close();
    const second = await testApp({ dbPath });
    const s2 = await login(second, 'demo');
    const list = (
      await second.inject({
        url: '/api/v2/projects/?search=restart',
        headers: s2.headers('demo-farm'),
      })
    ).json();
    expect(list.data).toHaveLength(1);
    await second.close();
  });

  it('refuses an unreadable db file instead of replacing it (see src/security/db-file.test.ts)', async () => {
    const dbPath = join(dir, 'broken.json');
    writeFileSync(dbPath, '{"meta": ');
    await expect(testApp({ dbPath })).rejects.toThrow(/broken\.json cannot be used/);
    expect(readFileSync(dbPath, 'utf8')).toBe('{"meta": ');
  });
});
