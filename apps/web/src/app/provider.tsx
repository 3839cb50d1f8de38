import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { applyTheme, watchSystemTheme } from '../lib/theme';
import { PageSpinner } from '../components/errors/page-spinner';
import { LazyToaster } from '../components/lazy-toaster';

/**
 * What every page relies on: translations, the theme and toasts. The data cache (react-query) is provided by the
 * `data` route (app/routes/data-root.tsx) around every page that calls the API, so that /login stays small; each
 * @iot/ui Tooltip brings its own provider for the same reason.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    applyTheme();
    return watchSystemTheme();
  }, []);

  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <LazyToaster />
    </I18nextProvider>
  );
}
