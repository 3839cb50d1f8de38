import { describe, expect, it } from 'vitest';
import { createSeed } from '#src/seed/index.js';
import { jsonChunks } from './json-chunks.js';

const text = (data: unknown): string => Buffer.concat(jsonChunks(data)).toString('utf8');

describe('jsonChunks', () => {
  it('writes a seeded world byte for byte as JSON.stringify does, in more than one chunk', () => {
    const world = createSeed({
      seed: 'chunks',
      scale: 'default',
      bcryptRounds: 4,
      now: 1_795_000_000,
    });
    const chunks = jsonChunks(world, 4096);
    expect(Buffer.concat(chunks).equals(Buffer.from(JSON.stringify(world)))).toBe(true);
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('follows JSON.stringify on the edges: skipped keys, holes, nested values, non-objects', () => {
    const cases: unknown[] = [
      {
        a: undefined,
        b: () => 1,
        c: [undefined, () => 1, null, 1.5, '中文 "q"\n'],
        d: { e: [1, { f: 2 }] },
      },
      { empty: [], s: 'x' },
      {},
      [1, 2, 3],
      'text',
      42,
      null,
      { toJSON: () => ({ replaced: true }) },
      { nested: { toJSON: () => 'n' }, list: [{ toJSON: () => 7 }] },
    ];
    for (const value of cases) expect(text(value)).toBe(JSON.stringify(value));
  });
});
