/**
 * The document already parsed (packages/openapi/scripts/write-snapshot.mjs): the mock server's build writes
 * openapi/openapi.yaml as JSON beside this module's bundle (openapi.snapshot.json), `pnpm generate` writes it into
 * src/generated/ for the sources (every test file of the console loaded the YAML), each with the sha256 of the YAML
 * text it came from. It is used only while that hash matches the YAML on disk — an edited document without a rebuild is
 * parsed again — so the snapshot can never serve a different document. Parsing the YAML costs ≈ 0.4 s of a start.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { parse as parseYaml } from 'yaml';

/** import.meta.dirname, not a file: URL: under jsdom (the console's screen tests) import.meta.url is no file URL. */
export const SNAPSHOT_PATH = join(import.meta.dirname, 'openapi.snapshot.json');
const GENERATED_SNAPSHOT_PATH = join(import.meta.dirname, 'generated', 'openapi.snapshot.json');

export interface DocumentSnapshot {
  sha256: string;
  document: Record<string, unknown>;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The parsed document at `path`: from the build's snapshot when it was made of exactly this text, else parsed. */
export function readDocument(
  path: string,
  snapshotPaths: string | string[] = [SNAPSHOT_PATH, GENERATED_SNAPSHOT_PATH],
): Record<string, unknown> {
  const text = readFileSync(path, 'utf8');
  const hash = sha256(text);
  for (const snapshotPath of [snapshotPaths].flat()) {
    let snapshot: DocumentSnapshot | undefined;
    try {
      snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8')) as DocumentSnapshot;
    } catch {
      // no snapshot there (not built, not generated) or an unreadable one: the next, else parse the YAML
    }
    if (snapshot?.sha256 === hash) return snapshot.document;
  }
  // yaml is loaded only when there is no usable snapshot (its module costs ≈ 25 ms of a start)
  const require = createRequire(join(import.meta.dirname, 'snapshot.js'));
  const { parse } = require('yaml') as { parse: typeof parseYaml };
  return parse(text) as Record<string, unknown>;
}
