import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDevicePage } from '../api/devices';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { DeviceScope } from '../utils/device-scope';

/** Devices per page; the server searches and pages (10,000 devices stay fast: docs/performance.md). */
export const DEVICE_PAGE_SIZE = 20;
/** The project filter's "every project" value. */
export const ALL_PROJECTS = 'all';
/** The status filter's values; `all` is the unfiltered list. The URL keeps it (`?status=online`), so links can ask for it. */
export const DEVICE_STATUSES = ['all', 'online', 'offline'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
const STATUS_PARAM = 'status';

const parseStatus = (value: string | null): DeviceStatus =>
  value === 'online' || value === 'offline' ? value : 'all';

/**
 * The state of a device list: search (sent 300 ms after the last keystroke, one request per pause), project filter (organization
 * page), online/offline filter (in the URL), page. Changing the search or a filter goes back to page 1; the previous page
 * stays on screen while the next one loads.
 */
export function useDeviceList(scope: DeviceScope) {
  const [search, setSearchText] = useState('');
  const [project, setProjectFilter] = useState<string>(ALL_PROJECTS);
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim());
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatus(searchParams.get(STATUS_PARAM));

  const [lastFilter, setLastFilter] = useState(`${status}|${term}`);
  if (`${status}|${term}` !== lastFilter) {
    setLastFilter(`${status}|${term}`);
    setPage(1);
  }

  const common = {
    page,
    page_size: DEVICE_PAGE_SIZE,
    ...(term ? { search: term } : {}),
    ...(status === 'all' ? {} : { is_online: status === 'online' }),
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
    status,
    setStatus: (value: DeviceStatus) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === 'all') next.delete(STATUS_PARAM);
          else next.set(STATUS_PARAM, value);
          return next;
        },
        { replace: true },
      ),
    page,
    setPage,
    count,
    totalPages,
    filtered: Boolean(term) || project !== ALL_PROJECTS || status !== 'all',
  };
}

export type DeviceList = ReturnType<typeof useDeviceList>;
