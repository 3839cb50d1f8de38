/**
 * Signing in and out against the API. The generated account calls are loaded on first use, not imported: they bring
 * react-query along, which stays out of the first load of /login that way.
 */
import type { LoginRequest } from '@iot/api-client/model';
import { whenApiReady } from '@/lib/api';
import { getRefreshToken, setTokens, setUser } from '@/lib/session';

const accountCalls = () => whenApiReady().then(() => import('@iot/api-client/hooks/account'));

/** Loads the sign-in call ahead (the login form does when it is first focused). */
export const preloadSignIn = (): Promise<unknown> => accountCalls();

/** Signs in (no refresh on a 401: wrong credentials are not an expired session) and stores the session. */
export async function signIn(credentials: LoginRequest): Promise<void> {
  const { login } = await accountCalls();
  const result = await login(credentials, { skipAuthRefresh: true });
  setTokens(result.token);
  setUser(result.user);
}

/** Tells the server the refresh token is done with; whatever it answers, the caller ends the session. */
export async function revokeSession(): Promise<void> {
  const refresh = getRefreshToken();
  if (!refresh) return;
  const { logout } = await accountCalls();
  await logout({ refresh }).catch(() => undefined);
}
