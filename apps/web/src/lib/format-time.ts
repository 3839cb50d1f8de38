/** The API's timestamps are Unix seconds, shown as YYYY-MM-DD HH:mm in the browser's time zone. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(unixSeconds: number | null | undefined): string {
  if (unixSeconds === null || unixSeconds === undefined || !Number.isFinite(unixSeconds)) return '';
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An ISO date-time (the API's `…_at` fields) as YYYY-MM-DD HH:mm. */
export function formatIsoTime(iso: string): string {
  return formatTime(Date.parse(iso) / 1000);
}

/** Milliseconds since the epoch as YYYY-MM-DD HH:mm (chart axes and tooltips work in ms). */
export function formatTimeMs(ms: number): string {
  return formatTime(ms / 1000);
}
