/** The factor chart's ranges (1 h default) and the history page size. */
export const RANGES = [
  { key: '1h', seconds: 3_600 },
  { key: '6h', seconds: 21_600 },
  { key: '1d', seconds: 86_400 },
  { key: '7d', seconds: 604_800 },
] as const;

export type RangeKey = (typeof RANGES)[number]['key'];
export const DEFAULT_RANGE: RangeKey = '1h';
export const HISTORY_PAGE_SIZE = 1000;

/** The minimum timestamp of a range: now minus its length; an unknown range has no minimum. */
export function minTimestamp(range: string, nowSeconds: number): number | undefined {
  const found = RANGES.find((r) => r.key === range);
  return found ? nowSeconds - found.seconds : undefined;
}

/** Pages of a range with `count` points (at least 1). */
export function totalPages(count: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Next is enabled only when the current page is full. */
export function hasNextPage(pointsOnPage: number, pageSize = HISTORY_PAGE_SIZE): boolean {
  return pointsOnPage >= pageSize;
}
