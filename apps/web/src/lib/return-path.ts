/**
 * Deep links survive sign-in: a page that needs a session sends a signed-out visitor (or one whose session expired) to
 * /login/?next=<the page>, and sign-in goes back there. `next` is a path of the console without its base path, checked
 * here before use, so that the login page cannot be made to send anyone elsewhere (an open redirect).
 */
import { paths } from '../config/paths';
import { withoutBasePath } from './runtime-config';

const RETURN_PARAM = 'next';

type Node = { path?: string } | { [key: string]: Node };

/** The first segments of the console's pages ('org', 'account', …), read off the route table. */
function pageRoots(node: Node, into = new Set<string>()): Set<string> {
  if ('path' in node && typeof node.path === 'string') {
    into.add(node.path.split('/')[1] ?? '');
    return into;
  }
  for (const child of Object.values(node))
    if (typeof child === 'object') pageRoots(child as Node, into);
  return into;
}
const ROOTS = pageRoots(paths as unknown as Node);
const ORIGIN = 'http://console.invalid';

/**
 * `raw` as a path to return to after sign-in, or null when it is not one: it must be a path of this origin (no scheme,
 * no host, no `//`), start with one of the console's pages and not be the login page itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const root = url.pathname.split('/')[1] ?? '';
  if (!root || !ROOTS.has(root) || `/${root}` === paths.login.path) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a URL of this deployment shows (without the base path), to come back to; null for /dashboard (the default). */
export function returnPathOf(href: string): string | null {
  const url = new URL(href, window.location.href);
  const path = safeReturnPath(`${withoutBasePath(url.pathname)}${url.search}${url.hash}`);
  return path === paths.dashboard.getHref() ? null : path;
}

/** The `next` of the current page's query, checked; null when there is none or it is not a page of the console. */
export function requestedReturnPath(search: string = window.location.search): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
