/**
 * The journal's files on disk: `<db>.wal-<generation>`, one JSON line per operation (src/db/ops.ts), and reading them back
 * at start. Writing them is src/db/journal.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Op } from './ops.js';

const walPrefix = (file: string): string => `${basename(file)}.wal-`;
export const walName = (file: string, generation: number): string =>
  join(dirname(file), `${walPrefix(file)}${String(generation).padStart(6, '0')}`);

/** The journal generations of `file`, oldest first. */
export async function walGenerations(file: string): Promise<number[]> {
  let names: string[];
  try {
    names = await readdir(dirname(file));
  } catch {
    return [];
  }
  const prefix = walPrefix(file);
  return names
    .filter((n) => n.startsWith(prefix) && /^\d+$/.test(n.slice(prefix.length)))
    .map((n) => Number(n.slice(prefix.length)))
    .sort((a, b) => a - b);
}

/** The journal files of `file`, oldest first. */
export async function walFiles(file: string): Promise<string[]> {
  return (await walGenerations(file)).map((g) => walName(file, g));
}

class JournalError extends Error {}

/**
 * Every operation stored in the journal of `file`, in order. A torn last line (the process died while writing it, so
 * it was never acknowledged) is dropped; any other line that is not an operation is a JournalError.
 */
export async function readJournal(file: string): Promise<{ ops: Op[]; generations: number[] }> {
  const generations = await walGenerations(file);
  const ops: Op[] = [];
  for (const [g, generation] of generations.entries()) {
    const name = walName(file, generation);
    const lines = (await readFile(name, 'utf8')).split('\n');
    const last = generations.length - 1 === g;
    for (const [n, line] of lines.entries()) {
      if (!line) continue;
      try {
        const op = JSON.parse(line) as unknown;
        if (!Array.isArray(op) || op.length !== 3 || typeof op[0] !== 'string')
          throw new Error('not an operation');
        ops.push(op as Op);
      } catch (err) {
        if (last && n === lines.length - 1) break; // torn tail: never acknowledged
        throw new JournalError(`${basename(name)} line ${n + 1}: ${(err as Error).message}`);
      }
    }
  }
  return { ops, generations };
}
