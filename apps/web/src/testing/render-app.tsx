import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createSessionExpiredHandler } from '../app/session-expired';
import { initApiClient } from '../lib/api';
import { changeLanguage, initI18n, type Language } from '../lib/i18n';
import { setTokens, setUser } from '../lib/session';

export interface RenderAppOptions {
  /** Store a session first (tokens and the document's example user). */
  signedIn?: boolean;
  language?: Language;
}

/** Renders the real route table at `path` with the real providers; the network is the msw server of setup-tests. */
export async function renderApp(
  path: string,
  { signedIn = true, language = 'zh' }: RenderAppOptions = {},
) {
  if (signedIn) {
    setTokens({ access: 'test-access-token', refresh: 'test-refresh-token' });
    setUser({ username: 'demo', nickname: '演示用户 Demo' });
  }
  await initI18n(language);
  await changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await initApiClient({
    baseUrl: window.location.origin,
    onSessionExpired: createSessionExpiredHandler(router.navigate, () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    }),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user, ...view };
}
