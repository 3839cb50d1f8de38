/**
 * The API reference at /api/docs: `redocly build-docs --inlineBundle` turns openapi/openapi.yaml into one
 * self-contained HTML file (no CDN; the machine may be offline). It is built by `pnpm --filter @iot/mock-server build`
 * or on the first request, and rebuilt when the document changes (the document's sha256 is kept next to it).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { childEnvironment, PACKAGE_ROOT } from '#src/config.js';
import { DOCUMENT_PATH } from '@iot/openapi';

/** Where the built reference is kept (gitignored). */
export const API_DOCS_DIR = join(PACKAGE_ROOT, '.data');

const run = promisify(execFile);

function redoclyBin(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@redocly/cli/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin =
    typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin.redocly ?? Object.values(pkg.bin)[0]);
  return join(dirname(pkgPath), bin ?? 'bin/cli.js');
}

const documentHash = (): string =>
  createHash('sha256').update(readFileSync(DOCUMENT_PATH)).digest('hex');

let pending: Promise<string> | null = null;

/** Path of an up-to-date API reference HTML under `dir`, building it when missing or stale. */
export function ensureApiDocs(dir = API_DOCS_DIR): Promise<string> {
  const out = join(dir, 'api-docs.html');
  const stamp = `${out}.sha256`;
  const hash = documentHash();
  if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)
    return Promise.resolve(out);
  pending ??= (async () => {
    await mkdir(dir, { recursive: true });
    const tmp = `${out}.${process.pid}.tmp.html`;
    await run(
      process.execPath,
      [
        redoclyBin(),
        'build-docs',
        DOCUMENT_PATH,
        '--inlineBundle',
        '--title',
        'IoT Console API',
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
  })().finally(() => {
    pending = null;
  });
  return pending;
}

export async function readApiDocs(dir = API_DOCS_DIR): Promise<Buffer> {
  return readFile(await ensureApiDocs(dir));
}
