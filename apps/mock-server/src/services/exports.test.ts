import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvTextCell, writeCsv, type ExportSpec } from './csv-export.js';
import { downloadLink, verifyDownload } from '#src/services/download-links.js';
import { ExportRunner, type ExportTaskState } from './export-runner.js';
import { manualClock, WorldClock } from '#src/lib/clock.js';
import { WorldTimers } from '#src/lib/world-timers.js';
import { historyPage } from '#src/simulation/history.js';
import { valueAt } from '#src/simulation/streams.js';
import type { SimConfig } from '#src/simulation/types.js';

const cfg: SimConfig = { seed: 'test-seed', rebootSeconds: 10, tz: 'Asia/Shanghai' };
// 2025-11-20 00:00:00 in Asia/Shanghai
const DAY = Date.UTC(2025, 10, 19, 16, 0, 0) / 1000;
const spec: ExportSpec = {
  device: { id: 1, device_id: 'SIM-0001', since: DAY - 86400, profile: 'flapping' },
  factors: [
    {
      agri_id: 'T1',
      the_type: 1001,
      min_value: null,
      max_value: null,
      decimals: 1,
      name: '空气温度',
      unit: '°C',
    },
    {
      agri_id: 'S1',
      the_type: 200,
      min_value: 0,
      max_value: 1,
      decimals: 0,
      name: '水泵, "主"',
      unit: '',
    },
    {
      agri_id: 'H1',
      the_type: 1002,
      min_value: null,
      max_value: null,
      decimals: 1,
      name: '空气湿度',
      unit: '%RH',
      since: DAY + 43200,
    },
  ],
  start: DAY,
  end: DAY + 86399,
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mock-export-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeCsv', () => {
  it('writes one day as UTF-8 with BOM, a Chinese header with units, local times, one row per report', async () => {
    const path = join(dir, 'day.csv');
    const progress: number[] = [];
    const result = await writeCsv(cfg, spec, path, {
      chunkRows: 100,
      onProgress: (p) => void progress.push(p),
    });
    const raw = await readFile(path);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('时间,"空气温度 (°C)","水泵, ""主""","空气湿度 (%RH)"');
    const count = historyPage(cfg, spec.device, spec.factors[0]!, undefined, {
      now: spec.end,
      minTimestamp: DAY,
      page: 1,
      pageSize: 1,
    }).count;
    expect(lines.length - 1).toBe(count);
    expect(result.rows).toBe(count);
    expect(result.bytes).toBe(raw.length);
    const [time, temp, sw, hum] = lines[1]!.split(',');
    expect(time).toMatch(/^2025-11-20 \d\d:\d\d:00$/);
    const t = DAY + (Number(time!.slice(11, 13)) * 3600 + Number(time!.slice(14, 16)) * 60);
    expect(Number(temp)).toBe(valueAt(cfg, spec.factors[0]!, t));
    expect(['0', '1']).toContain(sw);
    expect(hum).toBe('');
    expect(lines[lines.length - 1]!.split(',')[3]).not.toBe('');
    expect(progress[progress.length - 1]).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await readdir(dir)).toEqual(['day.csv']);
  });

  it('shows user-typed header text that a spreadsheet would run as a formula', () => {
    expect(csvTextCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvTextCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvTextCell('温度 (℃)')).toBe('"温度 (℃)"');
  });
});

class MemStore {
  tasks = new Map<number, ExportTaskState>();
  history: { id: number; status: string }[] = [];
  add(id: number, start = DAY, end = DAY + 86399): void {
    this.tasks.set(id, {
      id,
      status: 'pending',
      progress: 0,
      error_msg: null,
      start_time: start,
      end_time: end,
      file_size: null,
    });
  }
  get(id: number): ExportTaskState | undefined {
    return this.tasks.get(id);
  }
  update(id: number, patch: Partial<ExportTaskState>): void {
    const t = this.tasks.get(id);
    if (!t) return;
    Object.assign(t, patch);
    if (patch.status) this.history.push({ id, status: patch.status });
  }
}

describe('ExportRunner', () => {
  /** The world's clock, standing still unless a test moves it. */
  let clock: WorldClock;
  let timers: WorldTimers;
  beforeEach(() => {
    clock = new WorldClock(manualClock(DAY + 86400));
    clock.pause();
    timers = new WorldTimers(clock);
  });
  const runner = (store: MemStore, extra = {}) =>
    new ExportRunner({ cfg, store, dir, resolve: () => spec, chunkRows: 200, timers, ...extra });

  it('takes a task pending → exporting → completed with file_size, at most 2 at a time', async () => {
    const store = new MemStore();
    [1, 2, 3, 4].forEach((id) => store.add(id));
    const r = runner(store);
    let maxRunning = 0;
    const orig = store.update.bind(store);
    store.update = (id, patch) => {
      orig(id, patch);
      maxRunning = Math.max(
        maxRunning,
        [...store.tasks.values()].filter((t) => t.status === 'exporting').length,
      );
    };
    [1, 2, 3, 4].forEach((id) => r.enqueue(id));
    await r.idle();
    expect(maxRunning).toBe(2);
    for (const id of [1, 2, 3, 4]) {
      const t = store.get(id)!;
      expect(t).toMatchObject({ status: 'completed', progress: 100, error_msg: null });
      expect(t.file_size).toBeGreaterThan(1000);
    }
    expect(store.history.filter((h) => h.id === 1).map((h) => h.status)).toEqual([
      'exporting',
      'completed',
    ]);
  });

  it('fails a range over 31 days, and an injected fault, with error_msg', async () => {
    const store = new MemStore();
    store.add(1, DAY, DAY + 32 * 86400);
    store.add(2);
    store.add(3);
    const r = runner(store);
    r.faults.inject('Disk full (injected)', 1);
    [1, 2, 3].forEach((id) => r.enqueue(id));
    await r.idle();
    // stored as messages: rendered in the reader's language when the task is read
    expect(store.get(1)).toMatchObject({
      status: 'failed',
      error_msg: { key: 'download.range_too_long', params: { days: 31 } },
    });
    expect(store.get(2)).toMatchObject({
      status: 'failed',
      error_msg: { text: 'Disk full (injected)' },
    });
    expect(store.get(3)!.status).toBe('completed');
    expect(r.faults.pending()).toEqual([]);
  });

  it('re-runs tasks a previous process left pending or exporting', async () => {
    const store = new MemStore();
    store.add(1);
    store.add(2);
    store.add(3);
    store.update(1, { status: 'exporting', progress: 40 });
    store.update(3, { status: 'completed', progress: 100, file_size: 10 });
    const r = runner(store);
    expect(r.recover([...store.tasks.values()])).toEqual([1, 2]);
    await r.idle();
    expect(store.get(1)!.status).toBe('completed');
    expect(store.get(2)!.status).toBe('completed');
    expect(store.get(3)!.file_size).toBe(10);
  });

  it('remove() cancels a running export and deletes its file', async () => {
    const store = new MemStore();
    store.add(1);
    store.add(2);
    // paced on a clock that stands still: both wait after their first chunk
    const r = runner(store, { chunkRows: 50, chunkDelayMs: 5 });
    r.enqueue(1);
    r.enqueue(2);
    await r.caughtUp();
    expect(store.get(1)!.status).toBe('exporting');
    await r.remove(1);
    clock.resume();
    clock.advance(86400_000);
    await r.idle();
    const files = await readdir(dir);
    expect(files).toEqual(['task-2.csv']);
  });

  it("is paced on the world's time: a jump finishes what would have finished by then, and no more", async () => {
    const store = new MemStore();
    store.add(1);
    // the flapping day's rows at 50 a chunk, a minute of the world's time each: about twenty-five minutes
    const r = runner(store, { chunkRows: 50, chunkDelayMs: 60_000 });
    r.enqueue(1);
    await r.caughtUp();
    const first = { ...store.get(1)! };
    expect(first).toMatchObject({ status: 'exporting' });
    clock.advance(5 * 60_000);
    await timers.settle();
    await r.caughtUp();
    const later = store.get(1)!;
    expect(later.status).toBe('exporting');
    expect(later.progress).toBeGreaterThan(first.progress);
    clock.advance(86400_000);
    await timers.settle();
    await r.caughtUp();
    expect(store.get(1)!).toMatchObject({ status: 'completed', progress: 100 });
  });
});

describe('download links', () => {
  it('signs task, organization, instance and expiry; rejects tampering and expiry', () => {
    const b = { instance: 'a'.repeat(32), orgId: 1, taskId: 7 };
    const link = downloadLink('s3cret', b, 1000, 600);
    expect(link.expires_at).toBe(1600);
    const url = new URL(link.download_url, 'http://x');
    expect(url.pathname).toBe('/api/v2/download-files/7/');
    const sig = url.searchParams.get('signature')!;
    expect(verifyDownload('s3cret', b, 1600, sig, 1500)).toBe('ok');
    expect(verifyDownload('s3cret', b, 1600, sig, 1601)).toBe('expired');
    expect(verifyDownload('s3cret', { ...b, taskId: 8 }, 1600, sig, 1500)).toBe('bad_signature');
    expect(verifyDownload('s3cret', { ...b, orgId: 2 }, 1600, sig, 1500)).toBe('bad_signature');
    expect(verifyDownload('s3cret', { ...b, instance: 'b'.repeat(32) }, 1600, sig, 1500)).toBe(
      'bad_signature',
    );
    expect(verifyDownload('s3cret', null, 1600, sig, 1500)).toBe('bad_signature');
    expect(verifyDownload('s3cret', b, 1700, sig, 1500)).toBe('bad_signature');
    expect(verifyDownload('other', b, 1600, sig, 1500)).toBe('bad_signature');
    expect(verifyDownload('s3cret', b, 1600, 'zz', 1500)).toBe('bad_signature');
  });
});
