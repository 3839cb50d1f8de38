import { afterEach, describe, expect, it } from 'vitest';
import { formatPeriod, readDemoReset } from './demo-reset';

const NOW = Date.UTC(2026, 10, 23, 9, 40);

function announce(content: string | null) {
  document.head.querySelector('meta[name="iot-demo-reset"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'iot-demo-reset';
  meta.content = content;
  document.head.append(meta);
}

describe('readDemoReset', () => {
  afterEach(() => announce(null));

  it('reads the period and the next reset', () => {
    announce('every=3600; next=2026-11-23T10:00:00.000Z');
    expect(readDemoReset(document, NOW)).toEqual({
      everySeconds: 3600,
      nextAt: Date.UTC(2026, 10, 23, 10),
    });
  });

  it('moves on to the following reset when the page stayed open past the announced one', () => {
    announce('every=1800; next=2026-11-23T08:30:00Z');
    expect(readDemoReset(document, NOW)?.nextAt).toBe(Date.UTC(2026, 10, 23, 10));
  });

  it('ignores a missing or malformed announcement', () => {
    expect(readDemoReset(document, NOW)).toBeNull();
    for (const bad of ['every=0; next=2026-11-23T10:00:00Z', 'every=60', 'next=x; every=60', 'x']) {
      announce(bad);
      expect(readDemoReset(document, NOW)).toBeNull();
    }
  });
});

describe('formatPeriod', () => {
  it('uses the largest whole unit, in the language', () => {
    expect(formatPeriod(3600, 'en')).toBe('1 hour');
    expect(formatPeriod(1800, 'en')).toBe('30 minutes');
    expect(formatPeriod(86400 * 2, 'en')).toBe('2 days');
    expect(formatPeriod(90, 'en')).toBe('90 seconds');
    expect(formatPeriod(3600, 'zh-CN')).toBe('1小时');
  });
});
