/**
 * Opening the database file at start. A missing file is a first start (the caller seeds it). Anything else that cannot
 * be used — unreadable, empty, `null`, not JSON, a newer schema, a missing or malformed collection — is a DbFileError
 * that stops the server with a sentence naming the file and the problem; the file is never touched, so nobody's data
 * is replaced by the seed behind their back. An older schema is copied aside and migrated (src/db/migrations.ts).
 */
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from '#src/lib/private-files.js';
import { readJournal, walFiles } from './journal-files.js';
import { migrate } from './migrations.js';
import { applyOps } from './ops.js';
import { metaProblem, shapeProblem } from './shape.js';
import { SCHEMA_VERSION, type DbData } from './types.js';

export class DbFileError extends Error {
  /** Recognised by server.ts, which prints the message alone and exits 1. */
  readonly code = 'MOCK_DB_UNUSABLE';

  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(
      `The database file ${file} cannot be used: ${reason}. It was left as it is: repair it, or move it ` +
        'away to start again from the seed (MOCK_SEED).',
    );
    this.name = 'DbFileError';
  }
}

export interface OpenedDb {
  data: DbData;
  /** The schema the file had when it was older than SCHEMA_VERSION (then `backup` holds a copy of it). */
  migratedFrom: number | null;
  backup: string | null;
  /** The newest journal generation found (0: none) and how many operations were replayed from the journal. */
  generation: number;
  replayed: number;
  /** Size of the snapshot file (bytes). */
  snapshotBytes: number;
}

/** Reads, checks and (when older) migrates the file; null when there is no file yet. */
/** `nowMs` names the backup of a file migrated from an older schema. */
export async function openDbFile(file: string, nowMs: number): Promise<OpenedDb | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new DbFileError(file, `it cannot be read (${code ?? String(err)})`);
  }
  // One string of the file and no copy of it (trim() copied a large world's 45 MB string).
  const text = bytes.toString('utf8');
  if (!/\S/.test(text)) throw new DbFileError(file, 'it is empty');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new DbFileError(file, `it is not valid JSON (${(err as Error).message})`);
  }
  const metaIssue = metaProblem(data, SCHEMA_VERSION);
  if (metaIssue) throw new DbFileError(file, metaIssue);
  const record = data as Record<string, unknown> & { meta: { schema_version: number } };
  const from = record.meta.schema_version;
  if (from < SCHEMA_VERSION) migrate(record, from, SCHEMA_VERSION);
  let journal: Awaited<ReturnType<typeof readJournal>>;
  try {
    journal = await readJournal(file);
    applyOps(record as unknown as DbData, journal.ops);
  } catch (err) {
    throw new DbFileError(file, `its journal cannot be replayed (${(err as Error).message})`);
  }
  const issue = shapeProblem(record);
  if (issue) throw new DbFileError(file, issue);
  let backup: string | null = null;
  if (from < SCHEMA_VERSION) {
    // Only once the migrated data passed the check: a refused file gets nothing written beside it.
    backup = `${file}.v${from}.${new Date(nowMs).toISOString().replace(/[:.]/g, '-')}.bak`;
    await writeFile(backup, bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  }
  // files an older version wrote readable by others (0644) become the owner's alone
  for (const path of [file, ...(await walFiles(file))])
    if (((await stat(path)).mode & 0o077) !== 0) await chmod(path, PRIVATE_FILE_MODE);
  return {
    data: record as unknown as DbData,
    migratedFrom: backup ? from : null,
    backup,
    generation: journal.generations.at(-1) ?? 0,
    replayed: journal.ops.length,
    snapshotBytes: bytes.length,
  };
}
