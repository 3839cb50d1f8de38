/**
 * Theme: auto (follows the system, live), dark, light; stored as `theme`. src/boot/first-paint.js (inlined
 * into every document) applies the stored choice before the first paint with the same rule (no flash of the wrong
 * theme); this module keeps it applied.
 */
import { useSyncExternalStore } from 'react';
import { getStoredTheme, setStoredTheme } from './session';

export const THEMES = ['auto', 'dark', 'light'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export type ResolvedTheme = 'dark' | 'light';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function getThemeChoice(): ThemeChoice {
  const stored = getStoredTheme();
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : 'auto';
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(choice: ThemeChoice = getThemeChoice()): ResolvedTheme {
  if (choice === 'auto') return systemPrefersDark() ? 'dark' : 'light';
  return choice;
}

export function applyTheme(): void {
  const resolved = resolveTheme();
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice): void {
  setStoredTheme(choice);
  applyTheme();
}

/** Follows the system while the choice is auto; returns the unsubscribe function. */
export function watchSystemTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (getThemeChoice() === 'auto') applyTheme();
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => `${getThemeChoice()}:${resolveTheme()}`;

export function useTheme(): { choice: ThemeChoice; resolved: ResolvedTheme } {
  useSyncExternalStore(subscribe, snapshot);
  return { choice: getThemeChoice(), resolved: resolveTheme() };
}
