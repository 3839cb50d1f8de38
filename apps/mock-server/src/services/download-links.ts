/**
 * Signed, expiring download links for export files:
 *   /api/v2/download-files/<task_id>/?expires=<unix s>&signature=<hex HMAC-SHA256(
 *     "<db instance id>.<organization id>.<task_id>.<expires>", secret)>
 * (operation downloadTaskFile in openapi/openapi.yaml). The signature is the only credential of the link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link is bound to: the task, the organization that owns it and the database instance (DbMeta.instance_id,
 * new with every seed and reset). A link therefore never opens a file of another tenant or of data that was replaced,
 * even when the task id is handed out again.
 */
export interface DownloadBinding {
  instance: string;
  orgId: number;
  taskId: number;
}

/** What a link of task `task` is bound to in the database instance `instance` (DbMeta.instance_id). */
export const bindingOf = (
  instance: string,
  task: { id: number; org_id: number },
): DownloadBinding => ({
  instance,
  orgId: task.org_id,
  taskId: task.id,
});

export function signDownload(secret: string, b: DownloadBinding, expires: number): string {
  return createHmac('sha256', secret)
    .update(`${b.instance}.${b.orgId}.${b.taskId}.${expires}`)
    .digest('hex');
}

export function downloadLink(
  secret: string,
  binding: DownloadBinding,
  now: number,
  ttlSeconds: number,
): { download_url: string; expires_at: number } {
  const expires = Math.floor(now) + ttlSeconds;
  const signature = signDownload(secret, binding, expires);
  return {
    download_url: `/api/v2/download-files/${binding.taskId}/?expires=${expires}&signature=${signature}`,
    expires_at: expires,
  };
}

export type LinkCheck = 'ok' | 'expired' | 'bad_signature';

/** Checks a link against the binding the server holds now for its task id (null: no such task). */
export function verifyDownload(
  secret: string,
  binding: DownloadBinding | null,
  expires: number,
  signature: string,
  now: number,
): LinkCheck {
  // Without a task the HMAC is still computed, so a missing task answers like a wrong signature, in the same time.
  const expected = Buffer.from(
    signDownload(secret, binding ?? { instance: '', orgId: 0, taskId: 0 }, expires),
    'hex',
  );
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || !binding)
    return 'bad_signature';
  return now > expires ? 'expired' : 'ok';
}
