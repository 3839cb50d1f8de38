/**
 * Content-Security-Policy of the documents this server sends (docs/security.md). Pure: the caller gives the HTML and
 * the configured origins. Inline scripts are admitted by their sha256 only (the console's first-paint script, the API
 * reference's Redoc bundle), never by 'unsafe-inline'; styles may be inline (Radix and ECharts set style attributes).
 */
import { createHash } from 'node:crypto';

export interface CspOrigins {
  /** Where the console may call the API besides its own origin (MOCK_CSP_API_ORIGINS). */
  api: string[];
  /** Where images and factor icons may come from besides its own origin (MOCK_CSP_ASSETS_ORIGINS). */
  assets: string[];
  /** What the /monitor screen may embed besides the own origin's board (MOCK_CSP_MONITOR_ORIGINS). */
  monitor: string[];
  /** Who may frame the monitoring board besides the own origin (MOCK_FRAME_ANCESTORS). */
  frameAncestors: string[];
}

/** For answers that are not documents (JSON, CSV, files): nothing may run, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The sha256 sources of a document's inline scripts (those without src). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function documentCsp(
  html: string,
  origins: CspOrigins,
  opts: { frameable: boolean },
): string {
  const self = ["'self'"];
  const directives: [string, string[]][] = [
    ['default-src', self],
    ['script-src', [...self, ...inlineScriptHashes(html)]],
    ['style-src', [...self, "'unsafe-inline'"]],
    ['img-src', [...self, 'data:', 'blob:', ...origins.assets]],
    ['font-src', [...self, 'data:']],
    ['connect-src', [...self, ...origins.api]],
    ['frame-src', [...self, ...origins.monitor]],
    ['worker-src', [...self, 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', self],
    ['form-action', self],
    ['frame-ancestors', opts.frameable ? [...self, ...origins.frameAncestors] : self],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
