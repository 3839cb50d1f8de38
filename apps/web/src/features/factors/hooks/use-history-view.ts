import { useState } from 'react';
import { DEFAULT_RANGE, minTimestamp, type RangeKey } from '../utils/ranges';

interface View {
  scope: string;
  range: RangeKey;
  page: number;
  /** min_timestamp of the query, fixed when the range (or the factor) is chosen so that paging reads one range. */
  since: number | undefined;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Range 1 h by default; choosing a range resets to page 1 and reloads with min_timestamp = now − range; a
 * different project, device or factor (`scope`) starts again at page 1.
 */
export function useHistoryView(scope: string) {
  const [view, setView] = useState<View>(() => ({
    scope,
    range: DEFAULT_RANGE,
    page: 1,
    since: minTimestamp(DEFAULT_RANGE, nowSeconds()),
  }));
  let current = view;
  if (view.scope !== scope) {
    current = { ...view, scope, page: 1, since: minTimestamp(view.range, nowSeconds()) };
    setView(current);
  }
  return {
    ...current,
    setRange: (range: RangeKey) =>
      setView((v) => ({ ...v, range, page: 1, since: minTimestamp(range, nowSeconds()) })),
    setPage: (page: number) => setView((v) => ({ ...v, page })),
  };
}
