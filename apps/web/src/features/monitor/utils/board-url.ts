import type { MonitorChoice } from './monitor-storage';

/** The board's address with org_slug and project_id (and the console's language) as query parameters. */
export function boardUrl(base: string, choice: MonitorChoice, lang: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('org_slug', choice.orgSlug ?? '');
  url.searchParams.set('project_id', choice.projectId ?? '');
  url.searchParams.set('lang', lang);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}
