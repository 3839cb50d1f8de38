/**
 * Content-Security-Policy of the documents this server sends (docs/security.md). Pure: the caller gives the HTML and
 * the configured origins. Inline scripts are admitted by their sha256 only (the console's first-paint script, the API
 * reference's Redoc bundle), never by 'unsafe-inline'; styles may be inline (Radix and ECharts set style attributes).
 * Plain JavaScript (types in csp.d.mts): the nginx template's policy is computed by the same code
 * (deploy/nginx/document-csp.mjs), so the console's documents carry one policy whoever serves them.
 */
import { createHash } from 'node:crypto';

/** For answers that are not documents (JSON, CSV, files): nothing may run, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** @param {string} html */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * @param {string} html
 * @param {import('./csp.d.mts').CspOrigins} origins
 * @param {{ frameable: boolean }} opts
 */
export function documentCsp(html, origins, opts) {
  const self = ["'self'"];
  /** @type {[string, string[]][]} */
  const directives = [
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
