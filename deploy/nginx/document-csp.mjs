#!/usr/bin/env node
// The Content-Security-Policy of the console's documents behind nginx: IOT_CSP of iot-console.conf.template
// (docs/deployment.md). The build's inline scripts by their hash and, from the deployment's config.json, the origins the
// console calls (apiBaseUrl), takes images from (assetsUrl and staticUrl, else the API's server) and embeds the
// monitoring board from (monitorBoardUrl, else the API's server): the policy the mock server sends with the same build,
// computed by the same code.
//
//   node deploy/nginx/document-csp.mjs <web root> [config.json]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentCsp } from '../../apps/mock-server/src/lib/csp.mjs';

const DOCUMENTS = ['index.html', 'login/index.html'];

/** The origin of an absolute URL; none for a path on the console's own host (or no value). */
const originsOf = (...urls) => [
  ...new Set(urls.filter((u) => /^https?:\/\//i.test(u ?? '')).map((u) => new URL(u).origin)),
];

/** The policy for the build in `webRoot` and the deployment's `configFile` (a missing file: the defaults). */
export function consoleDocumentCsp(webRoot, configFile) {
  const config =
    configFile && existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  const html = DOCUMENTS.map((d) => readFileSync(join(webRoot, d), 'utf8')).join('\n');
  const api = config.apiBaseUrl;
  return documentCsp(
    html,
    {
      api: originsOf(api),
      assets: originsOf(config.assetsUrl ?? api, config.staticUrl),
      monitor: originsOf(config.monitorBoardUrl ?? api),
      frameAncestors: [],
    },
    { frameable: false },
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [webRoot, configFile] = process.argv.slice(2);
  if (!webRoot) {
    console.error('usage: node deploy/nginx/document-csp.mjs <web root> [config.json]');
    process.exit(2);
  }
  console.log(consoleDocumentCsp(webRoot, configFile));
}
