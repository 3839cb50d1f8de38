/**
 * The login page is its own small document (login/index.html → src/login-main.tsx: no router, no data cache), served
 * by the server for /login and /login/. The console (main.tsx) turns `leaveForLoginDocument` on, so that going to
 * /login from a console page loads that document; without it (screen tests, a host that only serves index.html) the
 * console's own /login route renders the same page.
 *
 * A message the console would have shown as a toast on the way to /login (session expired) is handed over in
 * sessionStorage and shown by the login document.
 */
import { withBasePath, withoutBasePath } from './runtime-config';

const NOTICE_KEY = 'login_notice';

export type LoginNotice = 'session-expired';

/** How the console goes to the login document; null while the hand-over is off. */
let navigate: ((href: string) => void) | null = null;

/** Turns the hand-over on; `go` loads the login document (a full page load; a test passes its own). */
export function enableLoginDocument(go = (href: string) => window.location.assign(href)): void {
  navigate = go;
}

/**
 * For the console's /login route: when the console is running (a client-side navigation, not the first load at /login)
 * and the login document is enabled, goes there with a full page load and returns true.
 */
export function leaveForLoginDocument(requestUrl: string, loginHref: string): boolean {
  if (!navigate) return false;
  // the first load at /login (a host serving the console's page there): stay; the request may or may not carry the base path
  const target = withoutBasePath(new URL(requestUrl).pathname);
  if (withoutBasePath(window.location.pathname) === target) return false;
  navigate(withBasePath(loginHref));
  return true;
}

/** Keeps `notice` for the login document (when the console goes there; otherwise its own toast shows it). */
export function handOverLoginNotice(notice: LoginNotice): void {
  if (!navigate) return;
  try {
    window.sessionStorage.setItem(NOTICE_KEY, notice);
  } catch {
    // storage unavailable: the console's own toast is all the user gets
  }
}

/** The notice handed over by the console, once (it is removed). */
export function takeLoginNotice(): LoginNotice | null {
  try {
    const value = window.sessionStorage.getItem(NOTICE_KEY);
    window.sessionStorage.removeItem(NOTICE_KEY);
    return value === 'session-expired' ? value : null;
  } catch {
    return null;
  }
}
