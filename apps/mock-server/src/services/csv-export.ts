/**
 * CSV export of a device's factors over a time range, streamed to disk. UTF-8 with a BOM (so spreadsheet programs
 * read the Chinese header), CRLF line ends, header `时间` plus one column per factor "name (unit)", one row per report
 * time in chronological order, times as `YYYY-MM-DD HH:mm:ss` in cfg.tz (MOCK_TZ, default Asia/Shanghai).
 * A cell is empty when that factor did not report at that time (created later, disabled, unsupported type).
 * Header cells carry user-typed names and are neutralised against formula injection (csvTextCell).
 * The file is written as `<path>.part` and renamed when complete, so a crash never leaves a half file behind.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { PRIVATE_FILE_MODE } from '#src/lib/private-files.js';
import { factorStart, reportInterval, reportedSets } from '#src/simulation/history.js';
import { gridCount } from '#src/simulation/intervals.js';
import { onlineIntervals } from '#src/simulation/schedule.js';
import { isReporting, valueAt } from '#src/simulation/streams.js';
import { DEFAULT_TZ, formatLocal } from '#src/simulation/time.js';
import type { DeviceEvents, SimConfig, SimDevice, SimFactor } from '#src/simulation/types.js';
import { msg, render, type Message } from '#src/i18n/messages.js';
import { mb } from './export-quotas.js';

interface ExportFactor extends SimFactor {
  name: string;
  /** Unit shown in the header; empty for none. */
  unit: string;
}

export interface ExportSpec {
  device: SimDevice;
  factors: ExportFactor[];
  events?: DeviceEvents;
  /** Unix seconds, inclusive. */
  start: number;
  /** Unix seconds, inclusive. */
  end: number;
}

export interface CsvResult {
  rows: number;
  bytes: number;
}

export interface CsvOptions {
  /** Called with 0-100 as rows are written. */
  onProgress?: (percent: number) => void | Promise<void>;
  /** Rows per chunk between event-loop yields. */
  chunkRows?: number;
  /** Awaited after each chunk: the pause that paces an export (default: a yield to the event loop). */
  pace?: () => Promise<void>;
  signal?: AbortSignal;
  /**
   * Asked before each chunk is written: true when its bytes fit the storage quota, else the bytes left — then the
   * file is removed and StorageFull thrown.
   */
  reserve?: (bytes: number) => true | number;
}

/** An export that would not fit the storage left for it (`detail` is stored as the task's error_msg). */
export class StorageFull extends Error {
  readonly detail: Message;
  constructor(left: number) {
    const detail = msg('download.ran_out_of_room', { left: mb(left) });
    super(render(detail, 'en'));
    this.detail = detail;
  }
}

/** Leading characters that make a spreadsheet program read a cell as a formula (OWASP CSV injection; ASVS adds NUL). */
const FORMULA_START = /^[=+\-@\t\r\0]/;

/**
 * A cell of user-typed text (a factor's name), neutralised as OWASP's CSV-injection guidance says: a value starting
 * with =, +, -, @, tab, carriage return (or NUL) gets a leading single quote, and the cell is always quoted with inner
 * quotes doubled, so a spreadsheet shows the text instead of running it. Only text cells: numbers stay numbers.
 */
export function csvTextCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

function csvHeader(factors: ExportFactor[]): string {
  const cols = factors.map((f) => csvTextCell(f.unit ? `${f.name} (${f.unit})` : f.name));
  return ['时间', ...cols].join(',');
}

/** Report times of the export, oldest first, as [from, to) online intervals and their total count. */
function exportTimes(
  cfg: SimConfig,
  spec: ExportSpec,
): { step: number; intervals: { from: number; to: number }[]; total: number } {
  const step = reportInterval(spec.device);
  const reporting = spec.factors.filter(isReporting);
  if (reporting.length === 0 || spec.end < spec.start) return { step, intervals: [], total: 0 };
  const first = Math.min(...reporting.map((f) => factorStart(spec.device, f)));
  const from = Math.ceil(Math.max(spec.start, first));
  const intervals = onlineIntervals(cfg, spec.device, spec.events, from, Math.floor(spec.end) + 1);
  let total = 0;
  for (const i of intervals) total += gridCount(i.from, i.to, step);
  return { step, intervals, total };
}

/**
 * About how many bytes the CSV of `spec` takes (BOM, header, one row per report time of ~21 bytes for the time
 * plus ~8 per factor value): what a task is admitted against, before it runs. Within ~20 % of the real size.
 */
export function estimateCsvBytes(cfg: SimConfig, spec: ExportSpec): number {
  const { total } = exportTimes(cfg, spec);
  return (
    3 + Buffer.byteLength(csvHeader(spec.factors)) + 2 + total * (21 + 8 * spec.factors.length)
  );
}

const yieldToEvents = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function writeCsv(
  cfg: SimConfig,
  spec: ExportSpec,
  path: string,
  opts: CsvOptions = {},
): Promise<CsvResult> {
  const tz = cfg.tz ?? DEFAULT_TZ;
  const chunkRows = opts.chunkRows ?? 2000;
  const { step, intervals, total } = exportTimes(cfg, spec);
  const starts = spec.factors.map((f) =>
    isReporting(f) ? factorStart(spec.device, f) : Number.POSITIVE_INFINITY,
  );
  const sets = reportedSets(spec.device, spec.events);
  const part = `${path}.part`;
  const out = createWriteStream(part, { encoding: 'utf8', mode: PRIVATE_FILE_MODE });
  const closed = once(out, 'close');
  let rows = 0;
  let lastPercent = -1;
  const flush = async (text: string, last: boolean): Promise<void> => {
    const room = opts.reserve?.(Buffer.byteLength(text)) ?? true;
    if (room !== true) throw new StorageFull(room);
    if (last) out.end(text);
    else if (!out.write(text)) await once(out, 'drain');
  };
  try {
    let buf = `\uFEFF${csvHeader(spec.factors)}\r\n`;
    for (const iv of intervals) {
      for (let t = Math.ceil(iv.from / step) * step; t < iv.to; t += step) {
        let line = formatLocal(t, tz);
        spec.factors.forEach((f, i) => {
          const v = t >= (starts[i] as number) ? valueAt(cfg, f, t, sets) : null;
          line += `,${v === null ? '' : String(v)}`;
        });
        buf += `${line}\r\n`;
        rows++;
        if (rows % chunkRows === 0) {
          if (opts.signal?.aborted) throw new Error('Export cancelled');
          await flush(buf, false);
          buf = '';
          const percent = Math.floor((rows / Math.max(1, total)) * 100);
          if (percent !== lastPercent) {
            lastPercent = percent;
            await opts.onProgress?.(Math.min(99, percent));
          }
          await (opts.pace ?? yieldToEvents)();
        }
      }
    }
    await flush(buf, true);
    await closed;
    await rename(part, path);
  } catch (err) {
    out.destroy();
    await closed.catch(() => undefined);
    await rm(part, { force: true });
    throw err;
  }
  await opts.onProgress?.(100);
  return { rows, bytes: (await stat(path)).size };
}
