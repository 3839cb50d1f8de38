import * as React from 'react';

/** Tailwind's `sm` breakpoint (40rem): below it, lists render as cards (responsive-list.tsx). */
export const BELOW_SM = '(width < 40rem)';

const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;

/**
 * Whether a CSS media query matches, following changes live (rotation, a resized window). False where the browser has
 * no matchMedia (jsdom), so tests see the wide layout unless they stub it.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
        return () => {};
      }
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
