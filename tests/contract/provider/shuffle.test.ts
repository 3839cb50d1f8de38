import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shuffled, shuffledCopies } from './shuffle';

const items = Array.from({ length: 90 }, (_, i) => `interaction ${i}`);

describe('shuffled order of the verification', () => {
  it('keeps every interaction once and moves them, the same way for the same seed', () => {
    const a = shuffled(items, 'a1b2');
    expect([...a].sort()).toEqual([...items].sort());
    expect(a).not.toEqual(items);
    expect(shuffled(items, 'a1b2')).toEqual(a);
    expect(shuffled(items, 'c3d4')).not.toEqual(a);
  });

  it('writes shuffled copies of the pact files and leaves the originals alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shuffle-'));
    try {
      const file = join(dir, 'iot-console-iot-api.json');
      const original = JSON.stringify({ consumer: { name: 'iot-console' }, interactions: items });
      writeFileSync(file, original);
      const [copy] = shuffledCopies([file], 'seed');
      expect(copy).not.toBe(file);
      const pact = JSON.parse(readFileSync(copy ?? '', 'utf8')) as {
        consumer: unknown;
        interactions: string[];
      };
      expect(pact.consumer).toEqual({ name: 'iot-console' });
      expect(pact.interactions).toEqual(shuffled(items, 'seed|iot-console-iot-api.json'));
      expect(readFileSync(file, 'utf8')).toBe(original);
      rmSync(join(copy ?? '', '..'), { recursive: true, force: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
