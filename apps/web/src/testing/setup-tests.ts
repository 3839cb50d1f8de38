import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';
import { takeRefusedRequests } from './openapi-handlers';

// the first render of a file loads route modules and translations on demand: allow for a busy machine
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // a failed query is retried as in the console (twice), without waiting out its backoff (1 s, then 2 s) in real time
  const { queryClient } = await import('../lib/react-query');
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
});

/**
 * What a test may leave behind, put back as a fresh page has it, so that a test does not depend on the tests run
 * before it (in its file; and in its worker, should files ever share one). vitest itself
 * restores spies, stubbed globals and environment variables (restoreMocks, unstubGlobals, unstubEnvs).
 */
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const [
    { queryClient },
    { setChosenOrgSlug },
    { i18n, DEFAULT_LANGUAGE },
    { setRuntimeConfig, resolveRuntimeConfig },
  ] = await Promise.all([
    import('../lib/react-query'),
    import('../lib/api'),
    import('../lib/i18n'),
    import('../lib/runtime-config'),
  ]);
  queryClient.clear();
  setChosenOrgSlug(null);
  setRuntimeConfig(resolveRuntimeConfig({ basePath: '/' }));
  if (i18n.isInitialized && i18n.language !== DEFAULT_LANGUAGE)
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  resetDocument();
  const refused = takeRefusedRequests();
  if (refused.length)
    throw new Error(`the console sent bodies openapi.yaml refuses:\n${refused.join('\n')}`);
});
afterAll(() => server.close());

/** An empty page at `/`: what portals, scroll locks, the theme, the language or a test put into it is removed. */
function resetDocument(): void {
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
}
