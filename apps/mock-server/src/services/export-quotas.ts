/**
 * Quotas of the export files, so that exports cannot fill the disk (docs/security.md#quotas-and-bounded-work): bytes
 * per organization and in all, and how many tasks may wait or run per organization and in all. Usage is what completed tasks' files take plus what running exports have written
 * so far; a running export asks `reserve` before every chunk it writes, so the files never grow past a quota, even
 * with two exports running at once. `admit` refuses a new task up front (a full queue, or an estimated size that does
 * not fit what is left) with a message for the user. "In all" is the server's: every world's quotas join one
 * ExportTotals, so visitors' sandboxes share the disk and the queue (docs/decisions/0148-server-wide-quotas.md).
 */
import { msg, type Message } from '#src/i18n/messages.js';

export interface StoredTask {
  id: number;
  org_id: number;
  status: 'pending' | 'exporting' | 'completed' | 'failed';
  file_size: number | null;
}

export interface ExportLimits {
  perOrgBytes: number;
  totalBytes: number;
  queuePerOrg: number;
  queueTotal: number;
}

export type Admission =
  | { ok: true }
  | { ok: false; reason: 'queue'; message: Message }
  | { ok: false; reason: 'storage'; message: Message };

export const mb = (bytes: number): string => `${(Math.max(0, bytes) / 1048576).toFixed(1)} MB`;

/** The export quotas of every world of one server: what their exports take and how many wait or run, together. */
export class ExportTotals {
  private readonly worlds = new Set<ExportQuotas>();

  join(quotas: ExportQuotas): void {
    this.worlds.add(quotas);
  }

  leave(quotas: ExportQuotas): void {
    this.worlds.delete(quotas);
  }

  /** Bytes of every world's export files, finished and being written. */
  used(): number {
    let n = 0;
    for (const q of this.worlds) n += q.used();
    return n;
  }

  /** Export tasks waiting or running in every world. */
  queued(): number {
    let n = 0;
    for (const q of this.worlds) n += q.queued().length;
    return n;
  }
}

export class ExportQuotas {
  /** Bytes written so far by exports that are running, by task id. */
  private readonly inflight = new Map<number, { org: number; bytes: number }>();

  constructor(
    private readonly tasks: () => readonly StoredTask[],
    private readonly limits: ExportLimits,
    private readonly server: ExportTotals,
  ) {
    server.join(this);
  }

  /** This world's quotas leave the server's totals (the world is dropped). */
  close(): void {
    this.server.leave(this);
  }

  /** This world's tasks waiting or running. */
  queued(): StoredTask[] {
    return this.tasks().filter((t) => t.status === 'pending' || t.status === 'exporting');
  }

  /** Bytes of this world's export files of an organization (or of all), finished and being written. */
  used(orgId?: number): number {
    let n = 0;
    for (const t of this.tasks())
      if (t.status === 'completed' && (orgId === undefined || t.org_id === orgId))
        n += t.file_size ?? 0;
    for (const f of this.inflight.values())
      if (orgId === undefined || f.org === orgId) n += f.bytes;
    return n;
  }

  /** Bytes an organization may still store: the lower of its own quota left and the server's disk quota left. */
  left(orgId: number): number {
    return Math.min(
      this.limits.perOrgBytes - this.used(orgId),
      this.limits.totalBytes - this.server.used(),
    );
  }

  /** May a new task of `orgId`, about `estimatedBytes` large, be queued? */
  admit(orgId: number, estimatedBytes: number): Admission {
    const own = this.queued().filter((t) => t.org_id === orgId).length;
    if (own >= this.limits.queuePerOrg)
      return {
        ok: false,
        reason: 'queue',
        message: msg('download.queue_full', { count: own, max: this.limits.queuePerOrg }),
      };
    const queued = this.server.queued();
    if (queued >= this.limits.queueTotal)
      return {
        ok: false,
        reason: 'queue',
        message: msg('download.server_busy', { count: queued, max: this.limits.queueTotal }),
      };
    const left = this.left(orgId);
    if (estimatedBytes > left)
      return {
        ok: false,
        reason: 'storage',
        message: msg('download.no_room', { size: mb(estimatedBytes), left: mb(left) }),
      };
    return { ok: true };
  }

  /** Before a running export writes `bytes` more: true when they fit, else the bytes that were left. */
  reserve(taskId: number, orgId: number, bytes: number): true | number {
    const left = this.left(orgId);
    if (bytes > left) return left;
    const f = this.inflight.get(taskId) ?? { org: orgId, bytes: 0 };
    f.bytes += bytes;
    this.inflight.set(taskId, f);
    return true;
  }

  /** The export ended (its file now counts through its task, or is gone). */
  settle(taskId: number): void {
    this.inflight.delete(taskId);
  }
}
