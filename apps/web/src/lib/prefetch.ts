/**
 * Route loaders that start fetching what a page shows as soon as the route matches — in parallel with the page's own
 * code and with each other, instead of one after the other as the page's components mount (TanStack Query's
 * "prefetch in the route loader", https://tanstack.com/query/v5/docs/framework/react/guides/prefetching#router-integration).
 * The loader does not wait for the answers: navigation goes on and the page shows its loading state until they come.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { whenApiReady } from './api';
import { queryClient } from './react-query';
import { isSignedIn } from './session';

/** The route's parameters, a missing one as ''. */
export type RouteParams = Partial<Record<string, string>> & {
  orgSlug: string;
  projectId: string;
  deviceId: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the options of queries of any data type
type AnyQuery = FetchQueryOptions<any, any, any, QueryKey>;

/** Starts `queries(params)` (none without a session: the app layout sends the visitor to /login/). */
export function startQueries(
  queries: (params: RouteParams) => AnyQuery[],
  raw: LoaderFunctionArgs['params'],
): void {
  if (!isSignedIn()) return;
  const params: RouteParams = { orgSlug: '', projectId: '', deviceId: '', ...raw } as RouteParams;
  void whenApiReady().then(() => {
    for (const query of queries(params)) void queryClient.prefetchQuery(query);
  });
}

/** A route loader prefetching `queries(params)`. */
export function prefetch(queries: (params: RouteParams) => AnyQuery[]) {
  return ({ params }: LoaderFunctionArgs) => {
    startQueries(queries, params);
    return null;
  };
}
