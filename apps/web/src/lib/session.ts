/**
 * The browser session: tokens, the signed-in user, language, theme and asset path, kept in
 * localStorage under the keys the spec names. React components read it through `useSession()`; the api client through
 * `sessionStore` (packages/api-client SessionStore). A tab in a sandbox of the mock keeps tokens and user under that
 * world's keys (lib/sandbox.ts): a session of one world is none in another.
 */
import { useSyncExternalStore } from 'react';
import type { SessionStore } from '@iot/api-client/config';
import { keyInWorld } from './sandbox';

const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  userLanguage: 'userLanguage',
  theme: 'theme',
  assetsUrl: 'assetsUrl',
} as const;

/** What is remembered of the signed-in user (the login answer's `user`, kept fresh by the account page). */
export interface SessionUser {
  id?: number;
  username: string;
  nickname?: string | null;
  email?: string | null;
  full_name?: string;
}

const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the session lives for this page only
  }
}

export function getAccessToken(): string | null {
  return read(keyInWorld(STORAGE_KEYS.accessToken));
}

export function getRefreshToken(): string | null {
  return read(keyInWorld(STORAGE_KEYS.refreshToken));
}

export function isSignedIn(): boolean {
  return Boolean(getAccessToken());
}

export function setTokens(tokens: { access: string; refresh?: string | null }): void {
  write(keyInWorld(STORAGE_KEYS.accessToken), tokens.access);
  if (tokens.refresh) write(keyInWorld(STORAGE_KEYS.refreshToken), tokens.refresh);
  notify();
}

function getUser(): SessionUser | null {
  const raw = read(keyInWorld(STORAGE_KEYS.user));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && 'username' in parsed
      ? (parsed as SessionUser)
      : null;
  } catch {
    return null;
  }
}

export function setUser(user: SessionUser): void {
  write(keyInWorld(STORAGE_KEYS.user), JSON.stringify(user));
  notify();
}

/** Sign-out: forgets tokens and user; language, theme and asset path are preferences and stay. */
export function clearSession(): void {
  write(keyInWorld(STORAGE_KEYS.accessToken), null);
  write(keyInWorld(STORAGE_KEYS.refreshToken), null);
  write(keyInWorld(STORAGE_KEYS.user), null);
  notify();
}

export function getStoredLanguage(): string | null {
  return read(STORAGE_KEYS.userLanguage);
}

export function setStoredLanguage(language: string): void {
  write(STORAGE_KEYS.userLanguage, language);
}

export function getStoredTheme(): string | null {
  return read(STORAGE_KEYS.theme);
}

export function setStoredTheme(theme: string): void {
  write(STORAGE_KEYS.theme, theme);
}

export function getAssetsUrl(defaultUrl: string): string {
  return read(STORAGE_KEYS.assetsUrl) ?? defaultUrl;
}

export function setAssetsUrl(url: string): void {
  write(STORAGE_KEYS.assetsUrl, url);
}

/** The api client's view of the session (packages/api-client SessionStore). */
export const sessionStore: SessionStore = {
  getAccessToken,
  getRefreshToken,
  setTokens,
  clear: clearSession,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // a key of this world or another's (`<key>@<sandbox>`)
    const key = event.key?.split('@')[0];
    if (key === undefined || Object.values<string>(STORAGE_KEYS).includes(key)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Re-renders when the session changes (this tab or another one). */
export function useSession(): { signedIn: boolean; user: SessionUser | null } {
  useSyncExternalStore(subscribe, () => version);
  return { signedIn: isSignedIn(), user: getUser() };
}

/** One toast id for "session expired", so that the client and a page saying it at once show it once. */
export const SESSION_EXPIRED_TOAST = 'session-expired';
