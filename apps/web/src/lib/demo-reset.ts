/**
 * A public demo's scheduled reset, as the server that serves the console's documents announces it (docs/security.md):
 *
 *   <meta name="iot-demo-reset" content="every=3600; next=2026-11-23T10:00:00.000Z">
 *
 * The mock server adds it when MOCK_RESET_EVERY is set; any other server (a real backend, nginx serving the build)
 * simply leaves it out, and the login page then says nothing. A malformed tag is ignored the same way.
 */
const DEMO_RESET_META = 'iot-demo-reset';

export interface DemoReset {
  /** Seconds between two resets. */
  everySeconds: number;
  /** The next reset after `now` (ms since the epoch). */
  nextAt: number;
}

export function readDemoReset(doc: Document = document, now = Date.now()): DemoReset | null {
  const content = doc.querySelector(`meta[name="${DEMO_RESET_META}"]`)?.getAttribute('content');
  const m = /^\s*every=(\d+)\s*;\s*next=([^;\s]+)\s*$/.exec(content ?? '');
  const everySeconds = Number(m?.[1]);
  const announced = Date.parse(m?.[2] ?? '');
  if (!m || !(everySeconds > 0) || Number.isNaN(announced)) return null;
  // a page left open past the announced reset: the one after it
  const period = everySeconds * 1000;
  const nextAt =
    announced > now ? announced : announced + Math.ceil((now - announced) / period) * period;
  return { everySeconds, nextAt: nextAt === now ? nextAt + period : nextAt };
}

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/** "1 hour", "30 minutes", "1小时", "30分钟": the largest unit that divides the period (else seconds). */
export function formatPeriod(seconds: number, language: string): string {
  const [unit, size] = UNITS.find(([, s]) => seconds % s === 0) ?? ['second', 1];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    seconds / size,
  );
}

/** The time of the next reset; with its date when it is not within the next 24 hours. */
export function formatResetTime(at: number, language: string, now = Date.now()): string {
  const options: Intl.DateTimeFormatOptions =
    at - now < 86_400_000 ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(language, options).format(at);
}
