import { useState } from 'react';
import { useDevicePage } from '../api/devices';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { DeviceScope } from '../utils/device-scope';

/** Devices per page; the server searches and pages (10,000 devices stay fast: docs/performance.md). */
export const DEVICE_PAGE_SIZE = 20;
/** The project filter's "every project" value. */
export const ALL_PROJECTS = 'all';

/**
 * The state of a device list: search (sent 300 ms after the last keystroke, docs/product.md#constants), project filter (organization
 * page), page. Changing the search or the filter goes back to page 1; the previous page stays on screen while the next
 * one loads.
 */
export function useDeviceList(scope: DeviceScope) {
  const [search, setSearchText] = useState('');
  const [project, setProjectFilter] = useState<string>(ALL_PROJECTS);
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim());

  const [lastTerm, setLastTerm] = useState(term);
  if (term !== lastTerm) {
    setLastTerm(term);
    setPage(1);
  }

  const common = {
    page,
    page_size: DEVICE_PAGE_SIZE,
    ...(term ? { search: term } : {}),
  };
  const query = useDevicePage(scope, {
    ...common,
    ...(scope.kind === 'org' && project !== ALL_PROJECTS ? { project_id: project } : {}),
  });
  const count = query.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / DEVICE_PAGE_SIZE));

  // a delete or move can empty the last page: show the new last page instead
  if (
    query.data &&
    !query.isPlaceholderData &&
    query.data.results.length === 0 &&
    page > totalPages
  ) {
    setPage(totalPages);
  }

  return {
    query,
    search,
    setSearch: setSearchText,
    term,
    project,
    setProject: (value: string) => {
      setProjectFilter(value);
      setPage(1);
    },
    page,
    setPage,
    count,
    totalPages,
    filtered: Boolean(term) || project !== ALL_PROJECTS,
  };
}

export type DeviceList = ReturnType<typeof useDeviceList>;
