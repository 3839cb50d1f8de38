import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ParseKeys, Resources } from 'i18next';
import { isApiError } from '@iot/api-client/errors';
import { errorMessage } from './error-message';
import { i18n } from './i18n';

/**
 * What a query or mutation tells the one error handler of the cache (TanStack Query's `meta`): `errorToast` is the
 * translation key (`namespace:key`) of the toast its failure shows, the server's own message preferred when it sent
 * one (docs/decisions/0012-any-backend.md, spec §8 lists the keys); `false`, or no key, shows none — the page shows
 * the failure in place (QueryState) or the caller handles it.
 */
export interface ErrorToastMeta extends Record<string, unknown> {
  errorToast?: TranslationKey | false;
  /** The translated text alone, never the server's message (spec §8 gives these as fixed texts). */
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
export function toastError(error: unknown, meta: ErrorToastMeta | undefined): void {
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // pages sharing a query may differ in what its failure says: the first mounted page that names a toast decides
      onError: (error, query) =>
        toastError(
          error,
          query.observers.map((o) => o.options.meta).find((meta) => meta?.errorToast) ?? query.meta,
        ),
    }),
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
