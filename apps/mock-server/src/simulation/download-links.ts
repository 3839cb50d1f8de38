/**
 * Signed, expiring download links for export files:
 *   /api/v2/download-files/<task_id>/?expires=<unix s>&signature=<hex HMAC-SHA256("<task_id>.<expires>", secret)>
 * (operation downloadTaskFile in openapi/openapi.yaml). The signature is the only credential of the link.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** MOCK_DOWNLOAD_TTL: seconds a link stays valid (default 600). */
export const DEFAULT_DOWNLOAD_TTL = 600;

/** The secret links are signed with: MOCK_DOWNLOAD_SECRET, else random per process (links die with a restart). */
export function downloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.MOCK_DOWNLOAD_SECRET || randomBytes(32).toString('hex');
}

export function signDownload(secret: string, taskId: number, expires: number): string {
  return createHmac('sha256', secret).update(`${taskId}.${expires}`).digest('hex');
}

export function downloadLink(
  secret: string,
  taskId: number,
  now: number,
  ttlSeconds = DEFAULT_DOWNLOAD_TTL,
): { download_url: string; expires_at: number } {
  const expires = Math.floor(now) + ttlSeconds;
  const signature = signDownload(secret, taskId, expires);
  return {
    download_url: `/api/v2/download-files/${taskId}/?expires=${expires}&signature=${signature}`,
    expires_at: expires,
  };
}

export type LinkCheck = 'ok' | 'expired' | 'bad_signature';

export function verifyDownload(
  secret: string,
  taskId: number,
  expires: number,
  signature: string,
  now: number,
): LinkCheck {
  const expected = Buffer.from(signDownload(secret, taskId, expires), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  return now > expires ? 'expired' : 'ok';
}
