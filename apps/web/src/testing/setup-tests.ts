import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';
import { takeRefusedRequests } from './openapi-handlers';

// the first render of a file loads route modules and translations on demand: allow for a busy machine
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  const [{ queryClient }, { setChosenOrgSlug }] = await Promise.all([
    import('../lib/react-query'),
    import('../lib/api'),
  ]);
  queryClient.clear();
  setChosenOrgSlug(null);
  const refused = takeRefusedRequests();
  if (refused.length)
    throw new Error(`the console sent bodies openapi.yaml refuses:\n${refused.join('\n')}`);
});
afterAll(() => server.close());
