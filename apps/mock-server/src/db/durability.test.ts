import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDurabilityCheck } from '#scripts/kill9-durability.mjs';
import { DurableJsonFile } from './durable-file.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('durable writes', () => {
  it('settles every caller only once its state is on disk, coalescing concurrent writes', async () => {
    const file = join(dir, 'db.json');
    const adapter = new DurableJsonFile<{ n: number }>(file);
    const writes = Array.from({ length: 20 }, (_, n) => adapter.write({ n }));
    await Promise.all(writes);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ n: 19 });
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('loses no acknowledged write when the server is killed with -9 mid-burst', async () => {
    const result = await runDurabilityCheck({ port: 5562, writes: 300, killAfter: 80 });
    expect(result.acknowledged).toBeGreaterThanOrEqual(80);
    expect(result.lost).toEqual([]);
  }, 90_000);
});
