import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import type { ParseKeys, Resources } from 'i18next';
import { isApiError } from '@iot/api-client/errors';
import { errorMessage } from './error-message';
import { i18n } from './i18n';

/**
 * What a query or mutation tells the one error handler of the cache (TanStack Query's `meta`): `errorToast` is the
 * translation key (`namespace:key`) of the toast its failure shows, the server's own message preferred when it sent
 * one (docs/decisions/0130-error-toasts.md); `false`, or no key, shows none — the page shows
 * the failure in place (QueryState) or the caller handles it.
 */
export interface ErrorToastMeta extends Record<string, unknown> {
  errorToast?: TranslationKey | false;
  /** The translated text alone, never the server's message: for failures the product names in fixed words. */
  errorToastPlain?: boolean;
}

// `namespace:key`: the toast is shown outside the page that knows its namespace
type TranslationKey = Extract<ParseKeys<(keyof Resources)[]>, `${string}:${string}`>;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

/** Shows the toast a failed query or mutation asks for (sonner is loaded by then: it stays out of the first load). */
function toastError(error: unknown, meta: ErrorToastMeta | undefined): void {
  const key = meta?.errorToast;
  if (!key) return;
  const text = meta.errorToastPlain ? i18n.t(key) : errorMessage(error, i18n.t(key));
  void import('@iot/ui/sonner').then(({ toast }) => toast.error(text, { id: `${key}|${text}` }));
}

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the error state. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The one handler of query failures. A page shows its failure in place (QueryState) and, when it names one, a toast —
 * unless the server answered 404: what a page asks for does not exist (a stale link), which the page says in place (a
 * project that does not exist is the not-found page) rather than in a toast about one of its parts.
 * Pages sharing a query may differ in what its failure says: the first mounted page that names a toast decides. A
 * failure of a route loader's prefetch has no page yet: its toast waits for the first page that mounts onto it and
 * names one (the page shows the failure as it is, retryOnMount: false below).
 */
function queryFailures(): QueryCache {
  const untold = new WeakSet<Query<unknown, unknown>>();
  const cache = new QueryCache({
    onError: (error, query) => {
      if (isApiError(error) && error.status === 404) return;
      const meta = query.observers.map((o) => o.options.meta).find((m) => m?.errorToast);
      if (meta || query.meta?.errorToast) toastError(error, meta ?? query.meta);
      else if (query.getObserversCount() === 0) untold.add(query);
    },
  });
  cache.subscribe((event) => {
    if (event.type !== 'observerAdded' || !untold.has(event.query)) return;
    const meta = event.observer.options.meta;
    if (!meta?.errorToast) return;
    untold.delete(event.query);
    if (event.query.state.status === 'error') toastError(event.query.state.error, meta);
  });
  return cache;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: queryFailures(),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A page's route loader fetches what it shows (lib/prefetch.ts); when that failed, the page mounting over it
        // shows the failure with its retry button instead of silently asking the failing server once more. The next
        // navigation's loader asks again (a failed query is stale), as does the retry button.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
