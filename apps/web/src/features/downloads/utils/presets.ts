/**
 * Export presets. Weeks start on Monday. Ranges of the past end at the start of the next period; ranges of the present end now.
 */
export const PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'last7Days',
] as const;
export type Preset = (typeof PRESETS)[number];

export interface TimeRange {
  start: Date;
  end: Date;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, days: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
const startOfWeek = (d: Date) => addDays(startOfDay(d), -((d.getDay() + 6) % 7));
const startOfMonth = (d: Date) => new Date(d.getFullYear(), d.getMonth(), 1);

export function presetRange(preset: Preset, now: Date = new Date()): TimeRange {
  const today = startOfDay(now);
  switch (preset) {
    case 'today':
      return { start: today, end: now };
    case 'yesterday':
      return { start: addDays(today, -1), end: today };
    case 'thisWeek':
      return { start: startOfWeek(now), end: now };
    case 'lastWeek':
      return { start: addDays(startOfWeek(now), -7), end: startOfWeek(now) };
    case 'thisMonth':
      return { start: startOfMonth(now), end: now };
    case 'lastMonth':
      return { start: new Date(now.getFullYear(), now.getMonth() - 1, 1), end: startOfMonth(now) };
    case 'last7Days':
      return { start: new Date(now.getTime() - 7 * 86_400_000), end: now };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as local date-time text to the minute (`YYYY-MM-DDTHH:mm`): what the export form holds. */
export function toLocalInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Local date-time text (`YYYY-MM-DDTHH:mm`) as Unix seconds, or null when empty or invalid. */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}
