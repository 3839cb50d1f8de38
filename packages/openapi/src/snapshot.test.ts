import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument, sha256 } from './snapshot.js';

const dir = mkdtempSync(join(tmpdir(), 'openapi-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const yaml = 'openapi: 3.1.0\ninfo:\n  title: from the yaml\n  version: "1"\npaths: {}\n';
const docPath = join(dir, 'openapi.yaml');
writeFileSync(docPath, yaml);

describe('the build snapshot of the OpenAPI document', () => {
  it('is read when it was made of exactly the YAML on disk', () => {
    const snap = join(dir, 'matching.json');
    const document = { openapi: '3.1.0', info: { title: 'from the snapshot' }, paths: {} };
    writeFileSync(snap, JSON.stringify({ sha256: sha256(yaml), document }));
    expect(readDocument(docPath, snap)).toEqual(document);
  });

  it('is ignored for an edited document, a missing or a broken snapshot: the YAML is parsed', () => {
    const stale = join(dir, 'stale.json');
    writeFileSync(
      stale,
      JSON.stringify({ sha256: sha256('older text'), document: { openapi: 'x' } }),
    );
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"sha256": ');
    for (const snap of [stale, broken, join(dir, 'missing.json')])
      expect((readDocument(docPath, snap).info as { title: string }).title).toBe('from the yaml');
  });
});
