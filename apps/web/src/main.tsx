import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { AppProvider } from './app/provider';
import { createAppRouter, isKnownPage } from './app/router';
import { createSessionExpiredHandler } from './app/session-expired';
import { paths } from './config/paths';
import { initApiClient } from './lib/api';
import { enableLoginDocument } from './lib/login-document';
import { initI18n } from './lib/i18n';
import { applyStartupData, readStartupData, scheduleStartupNavigation } from './lib/startup';

const startup = readStartupData();
const startupNavigation = applyStartupData(startup, {
  orgPath: paths.org.subPath.getHref,
  orgRoot: paths.org.root.getHref,
});
enableLoginDocument();
const router = createAppRouter();

void initApiClient({ onSessionExpired: createSessionExpiredHandler(router.navigate) });

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
