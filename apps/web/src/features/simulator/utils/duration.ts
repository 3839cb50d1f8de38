/** A span of seconds in the largest whole units the workbench names: days, hours, minutes — seconds only under a minute. */
export type DurationPart = { unit: 'd' | 'h' | 'min' | 's'; count: number };

const UNITS = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
] as const;

export function durationParts(seconds: number): DurationPart[] {
  let rest = Math.abs(Math.round(seconds));
  const parts: DurationPart[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push({ unit, count });
    rest -= count * size;
  }
  if (parts.length === 0 && rest > 0) parts.push({ unit: 's', count: rest });
  return parts;
}

/** The clock's moves the workbench offers, in seconds. */
export const CLOCK_STEPS = [
  { key: 'plus10m', seconds: 600 },
  { key: 'plus1h', seconds: 3_600 },
  { key: 'plus1d', seconds: 86_400 },
] as const;
