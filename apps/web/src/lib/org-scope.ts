/**
 * Organization-scoped data (every call that sends X-Org-Slug) is cached under its organization: its query key starts
 * with `['org', slug]` and its call names that organization, so two organizations never share an answer and a page's
 * data can be fetched before its URL is current (route loaders). Keys follow TanStack Query's hierarchy, general to
 * specific: `['org', slug, <the generated key>]`.
 */
import { useParams } from 'react-router';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getChosenOrgSlug } from './api';
import type { ErrorToastMeta } from './react-query';

const ORG = 'org';

/** The key of `key` (a generated query key) within organization `orgSlug`; keeps the generated key's data type. */
export function orgKey<K extends QueryKey>(orgSlug: string, key: K): K {
  return [ORG, orgSlug, ...key] as unknown as K;
}

/** Request options naming the organization a call is for (the one request function sends them as X-Org-Slug). */
export function orgRequest(orgSlug: string): { headers?: Record<string, string> } {
  return orgSlug ? { headers: { 'X-Org-Slug': orgSlug } } : {};
}

/**
 * The options a generated `get…QueryOptions` takes for organization `orgSlug`: the call names it, and a failure shows the
 * toast `errorToast` (lib/react-query.ts).
 */
export function orgOptions(orgSlug: string, errorToast?: ErrorToast) {
  return { request: orgRequest(orgSlug), query: { meta: toastMeta(errorToast) } };
}

/** The toast a failure shows: a translation key (the server's message preferred), or `{ key, plain: true }`. */
export type ErrorToast =
  ErrorToastMeta['errorToast'] | { key: ErrorToastMeta['errorToast']; plain: true };

function toastMeta(errorToast: ErrorToast): ErrorToastMeta {
  return typeof errorToast === 'object'
    ? { errorToast: errorToast.key, errorToastPlain: true }
    : { errorToast };
}

/** Generated query options moved under organization `orgSlug` (build them with `orgOptions(orgSlug)`). */
export function inOrg<O extends { queryKey: QueryKey }>(orgSlug: string, options: O): O {
  return { ...options, queryKey: orgKey(orgSlug, options.queryKey) };
}

/** Everything cached for organization `orgSlug` goes (it was deleted, or the user left it). */
export function forgetOrg(client: QueryClient, orgSlug: string): void {
  client.removeQueries({ queryKey: [ORG, orgSlug] });
}

/** The organization of the page: the URL's, else the one chosen last (the X-Org-Slug the request function sends). */
export function useOrgSlug(): string {
  return useParams().orgSlug ?? getChosenOrgSlug() ?? '';
}

/** What a call changed: the cached answers it reloads within the organization, once it succeeded. */
export type Invalidate = (client: QueryClient, orgSlug: string) => Promise<unknown>;

/**
 * Options for a generated mutation hook of the page's organization: the call names it, and `invalidate` runs once the
 * call succeeded — awaited, so a caller's own onSuccess (close a dialog, a toast) sees the reloaded data.
 */
export function useOrgMutation(invalidate: Invalidate) {
  const client = useQueryClient();
  const orgSlug = useOrgSlug();
  return {
    request: orgRequest(orgSlug),
    mutation: { onSuccess: () => invalidate(client, orgSlug) },
  };
}
