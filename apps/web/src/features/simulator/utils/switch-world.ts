/**
 * Leaving the world the tab shows. Another world has other data and other sessions (a session of one is none in
 * another), so the page loads anew: signed in there already (another tab of that world), or on the login page.
 */
import { paths } from '@/config/paths';
import { withBasePath } from '@/lib/runtime-config';
import { setTabSandbox } from '@/lib/sandbox';
import { clearSession } from '@/lib/session';

/** The tab works in world `name` (null: the main world) from now on; the page reloads in it. */
export function switchWorld(name: string | null): void {
  setTabSandbox(name);
  window.location.reload();
}

/** The world went back to its seed and its sessions with it: this tab's session ends, the login page opens. */
export function leaveWorld(): void {
  // the stored session only: the page loads anew, with an empty data cache (lib/sign-out.ts would split from the entry)
  clearSession();
  window.location.assign(withBasePath(paths.login.getHref()));
}
