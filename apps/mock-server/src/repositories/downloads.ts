/**
 * Export (download) tasks of a project: created `pending`, moved on by the export runner (progress, then `completed`
 * with its file or `failed`). Removing a task's record is the repository's part; its file is the export runner's
 * (the delete operations return the ids of the tasks removed, for it).
 */
import type { DownloadTaskRecord } from '#src/db/types.js';
import type { Table } from './table.js';

export type NewDownloadTask = Omit<DownloadTaskRecord, 'id'>;
export type DownloadTaskChanges = Partial<
  Pick<DownloadTaskRecord, 'status' | 'progress' | 'error_msg' | 'file_size' | 'file_path'>
>;

export class DownloadsRepository {
  constructor(private readonly tasks: Table<'downloadTasks'>) {}

  byId(id: number): DownloadTaskRecord | undefined {
    return this.tasks.rows.find((t) => t.id === id);
  }

  /** Every task of every organization (quotas, recovery at start, reset). */
  everyTask(): readonly DownloadTaskRecord[] {
    return this.tasks.rows;
  }

  ofProject(orgId: number, projectId: string): DownloadTaskRecord[] {
    return this.tasks.rows.filter((t) => t.org_id === orgId && t.project_id === projectId);
  }

  /** Tasks kept for a project (its bound counts them all, whatever organization created them). */
  countOfProject(projectId: string): number {
    return this.tasks.rows.filter((t) => t.project_id === projectId).length;
  }

  /** Finished (completed or failed) tasks created before `limit` (unix seconds). */
  finishedBefore(limit: number): DownloadTaskRecord[] {
    return this.tasks.rows.filter(
      (t) => t.create_time < limit && (t.status === 'completed' || t.status === 'failed'),
    );
  }

  create(fields: NewDownloadTask): DownloadTaskRecord {
    return this.tasks.insert({ id: this.tasks.nextId(), ...fields });
  }

  /** The export runner's progress and outcome. */
  update(task: DownloadTaskRecord, changes: DownloadTaskChanges): void {
    this.tasks.update(task, changes);
  }

  delete(task: DownloadTaskRecord): void {
    this.tasks.delete((t) => t.id === task.id);
  }

  /** Removes tasks; returns the ids removed. */
  deleteTasks(ids: ReadonlySet<number>): number[] {
    return this.tasks.delete((t) => ids.has(t.id)).map((t) => t.id);
  }

  deleteOfOrganization(orgId: number): number[] {
    return this.tasks.delete((t) => t.org_id === orgId).map((t) => t.id);
  }

  /** Tasks exporting these devices (which are removed). */
  deleteOfDevices(deviceIds: ReadonlySet<number>): number[] {
    return this.tasks.delete((t) => deviceIds.has(t.device.id)).map((t) => t.id);
  }
}
