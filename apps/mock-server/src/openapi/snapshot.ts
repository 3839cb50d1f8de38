/**
 * The built server reads the OpenAPI document as JSON: scripts/build-server.mjs parses openapi/openapi.yaml once and
 * writes it next to the built loader (dist/openapi/openapi.snapshot.json) with the sha256 of the YAML text it came
 * from. It is used only while that hash matches the YAML on disk — an edited document without a rebuild is parsed
 * again — so the snapshot can never serve a different document. Parsing the YAML costs ≈ 0.4 s of the start.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { parse as parseYaml } from 'yaml';

export const SNAPSHOT_PATH = join(dirname(fileURLToPath(import.meta.url)), 'openapi.snapshot.json');

export interface DocumentSnapshot {
  sha256: string;
  document: Record<string, unknown>;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The parsed document at `path`: from the build's snapshot when it was made of exactly this text, else parsed. */
export function readDocument(path: string, snapshotPath = SNAPSHOT_PATH): Record<string, unknown> {
  const text = readFileSync(path, 'utf8');
  let snapshot: DocumentSnapshot | undefined;
  try {
    snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8')) as DocumentSnapshot;
  } catch {
    // no snapshot (src/ run through tsx or vitest) or an unreadable one: parse the YAML
  }
  if (snapshot?.sha256 === sha256(text)) return snapshot.document;
  // yaml is loaded only when there is no usable snapshot (its module costs ≈ 25 ms of a start)
  const { parse } = createRequire(import.meta.url)('yaml') as { parse: typeof parseYaml };
  return parse(text) as Record<string, unknown>;
}
