import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { AppProvider } from './app/provider';
import { createAppRouter, isKnownPage } from './app/router';
import { paths } from './config/paths';
import { initApiClient } from './lib/api';
import { i18n, initI18n } from './lib/i18n';
import { SESSION_EXPIRED_TOAST } from './lib/session';
import { applyStartupData, readStartupData, scheduleStartupNavigation } from './lib/startup';

const startup = readStartupData();
const startupNavigation = applyStartupData(startup, {
  orgPath: paths.org.subPath.getHref,
  orgRoot: paths.org.root.getHref,
});
const router = createAppRouter();

initApiClient({
  onSessionExpired: () => {
    // the data cache and the toaster are loaded by then (a call was made); importing them here keeps them out of the
    // entry chunk
    void import('./lib/react-query').then(({ queryClient }) => queryClient.clear());
    void import('@iot/ui/sonner').then(({ toast }) =>
      toast.error(i18n.t('common:session.expired'), { id: SESSION_EXPIRED_TOAST }),
    );
    void router.navigate(paths.login.getHref());
  },
});

void initI18n(startup?.language).finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  if (startupNavigation) {
    scheduleStartupNavigation(startupNavigation, (href) => router.navigate(href), isKnownPage);
  }
});
