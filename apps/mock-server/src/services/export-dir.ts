/** The export directory: one `task-<id>.csv` per completed task, written as `.part` and renamed when whole. */
import { readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

export const taskFile = (dir: string, taskId: number): string => join(dir, `task-${taskId}.csv`);

/** Deletes a task's file and its half-written part. */
export async function removeTaskFiles(dir: string, taskId: number): Promise<void> {
  await rm(taskFile(dir, taskId), { force: true });
  await rm(`${taskFile(dir, taskId)}.part`, { force: true });
}

/**
 * At start (synchronously, before the runner recovers tasks): removes what a killed process left — every half-written
 * `task-<id>.csv.part` and every `task-<id>.csv` whose id is not in `keep` (the completed tasks). Files of other
 * names are never touched. Returns the names removed.
 */
export function removeOrphanFiles(dir: string, keep: ReadonlySet<number>): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = /^task-(\d+)\.csv(\.part)?$/.exec(name);
    if (!m || (!m[2] && keep.has(Number(m[1])))) continue;
    rmSync(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
