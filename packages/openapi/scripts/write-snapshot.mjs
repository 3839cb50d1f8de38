#!/usr/bin/env node
// The parsed document as JSON with the sha256 of the YAML text it came from (packages/openapi/src/snapshot.ts reads it
// while that hash matches the YAML on disk). `pnpm generate` writes src/generated/openapi.snapshot.json for the sources
// (tests of every package load the document without parsing YAML); the mock's build writes one beside its bundle.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENT = join(pkg, '../../openapi/openapi.yaml');

export function writeSnapshot(outFile) {
  const yaml = readFileSync(DOCUMENT, 'utf8');
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    JSON.stringify({
      sha256: createHash('sha256').update(yaml).digest('hex'),
      document: parse(yaml),
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeSnapshot(join(pkg, 'src/generated/openapi.snapshot.json'));
