import { useSyncExternalStore } from 'react';

/** The theme currently applied to <html> (the app's theme switcher toggles the `dark` class). */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function getSnapshot(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function useDocumentTheme() {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'light' as const);
}
