/** The temporary files of DurableJsonFile (durable-file.ts): named per process, and removed once it is gone. */
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The temporary file a process writes before renaming it over `file`. */
export const tempName = (file: string, pid: number): string =>
  join(dirname(file), `.${basename(file)}.${pid}.tmp`);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the temporary files of `file` that processes no longer running left behind (killed mid-write); a live
 * process's file is left alone. Returns the paths removed.
 */
export async function removeStaleTemps(file: string): Promise<string[]> {
  const prefix = `.${basename(file)}.`;
  let names: string[];
  try {
    names = await readdir(dirname(file));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || alive(pid)) continue;
    const path = join(dirname(file), name);
    await rm(path, { force: true });
    removed.push(path);
  }
  return removed;
}
