import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The packages a module loads at run time, following this repository's own modules (`import type` aside). */
function packagesOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^'"]*['"]([^'"]+)['"]/gm)].flatMap(
    ([, spec = '']) =>
      spec.startsWith('.') ? packagesOf(resolve(dirname(file), `${spec}.ts`), seen) : [spec],
  );
}

describe("the standalone verification (Pact's verifier, the pact file, a state URL)", () => {
  it('loads no package of this repository, as a backend team runs it without one', () => {
    const packages = packagesOf(fileURLToPath(new URL('standalone.ts', import.meta.url)));
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((p) => !p.startsWith('node:'))).toEqual([]);
  });
});
