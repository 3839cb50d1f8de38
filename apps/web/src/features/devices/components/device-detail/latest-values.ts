/** A factor card is flagged when its last update is older than 30 minutes: the device has likely stopped reporting it. */
export const STALE_AFTER_SECONDS = 30 * 60;
/** The overview's latest values refresh on their own every 10 s while the page is open (devices report every ≥ 10 s). */
export const LATEST_REFRESH_MS = 10_000;

export function isStale(t: number | undefined, nowSeconds: number): boolean {
  return t === undefined || nowSeconds - t > STALE_AFTER_SECONDS;
}

/** `the_type` 200 and 201 are switches: their value is on/off, not a number. */
export const isSwitchType = (theType: number) => theType === 200 || theType === 201;
