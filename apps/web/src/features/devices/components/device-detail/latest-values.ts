/** docs/product.md#constants: a factor card is flagged when its last update is older than 30 minutes. */
export const STALE_AFTER_SECONDS = 30 * 60;
/** The overview's latest values refresh on their own every 10 s while the page is open (devices report every ≥ 10 s). */
export const LATEST_REFRESH_MS = 10_000;

export function isStale(t: number | undefined, nowSeconds: number): boolean {
  return t === undefined || nowSeconds - t > STALE_AFTER_SECONDS;
}

/** docs/product.md#records: 200/201 are switches; ≥ 1000 numeric sensors; other types are not shown as values. */
export const isSwitchType = (theType: number) => theType === 200 || theType === 201;
