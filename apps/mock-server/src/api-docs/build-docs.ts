/**
 * The API references: `redocly build-docs --inlineBundle` turns openapi/openapi.yaml (/api/docs) and, while the control
 * plane is on, openapi/control.yaml (/api/docs/control) into one self-contained HTML file each (no CDN; the machine may
 * be offline). Each is built on its first request (the product's already by `pnpm --filter @iot/mock-server build`) and
 * rebuilt when its document changes (the document's sha256 is kept next to the file).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { childEnvironment, PACKAGE_ROOT } from '#src/config.js';
import { CONTROL_DOCUMENT_PATH, DOCUMENT_PATH } from '@iot/openapi';

/** Where the built reference is kept (gitignored). */
const API_DOCS_DIR = join(PACKAGE_ROOT, '.data');

const run = promisify(execFile);

function redoclyBin(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@redocly/cli/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin =
    typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin.redocly ?? Object.values(pkg.bin)[0]);
  return join(dirname(pkgPath), bin ?? 'bin/cli.js');
}

/** A reference: the document, the HTML file it is built into, the page's title. */
export interface Reference {
  document: string;
  file: string;
  title: string;
}
export const PRODUCT_REFERENCE: Reference = {
  document: DOCUMENT_PATH,
  file: 'api-docs.html',
  title: 'IoT Console API',
};
export const CONTROL_REFERENCE: Reference = {
  document: CONTROL_DOCUMENT_PATH,
  file: 'control-docs.html',
  title: 'IoT Console mock — control plane (development only)',
};

const documentHash = (document: string): string =>
  createHash('sha256').update(readFileSync(document)).digest('hex');

/** The builds under way, by output file. */
const pending = new Map<string, Promise<string>>();

/** Path of an up-to-date reference HTML under `dir`, building it when missing or stale. */
export function ensureApiDocs(reference = PRODUCT_REFERENCE, dir = API_DOCS_DIR): Promise<string> {
  const out = join(dir, reference.file);
  const stamp = `${out}.sha256`;
  const hash = documentHash(reference.document);
  if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)
    return Promise.resolve(out);
  const building = pending.get(out);
  if (building) return building;
  const build = (async () => {
    await mkdir(dir, { recursive: true });
    const tmp = `${out}.${process.pid}.tmp.html`;
    await run(
      process.execPath,
      [
        redoclyBin(),
        'build-docs',
        reference.document,
        '--inlineBundle',
        '--title',
        reference.title,
        '-o',
        tmp,
      ],
      {
        env: childEnvironment({ REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }),
        timeout: 120_000,
      },
    );
    await rename(tmp, out);
    await writeFile(stamp, hash);
    return out;
  })().finally(() => pending.delete(out));
  pending.set(out, build);
  return build;
}

export async function readApiDocs(
  reference = PRODUCT_REFERENCE,
  dir = API_DOCS_DIR,
): Promise<Buffer> {
  return readFile(await ensureApiDocs(reference, dir));
}
