import { RouterProvider } from 'react-router';
import './index.css';
import { AppProvider } from './app/provider';
import { createAppRouter, isKnownPage } from './app/router';
import { createSessionExpiredHandler } from './app/session-expired';
import { startDocument } from './boot/start-document';
import { paths } from './config/paths';
import { enableLoginDocument } from './lib/login-document';
import { basePathOfDocument } from './lib/runtime-config';
import { applyStartupData, readStartupData, scheduleStartupNavigation } from './lib/startup';

const startup = readStartupData();
const startupNavigation = applyStartupData(startup, {
  orgPath: paths.org.subPath.getHref,
  orgRoot: paths.org.root.getHref,
});
enableLoginDocument();
const router = createAppRouter(basePathOfDocument());

void startDocument({
  startup,
  api: {
    onSessionExpired: createSessionExpiredHandler(router.navigate, () => window.location.href),
  },
  render: () => (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  ),
}).then((rendered) => {
  if (rendered && startupNavigation) {
    scheduleStartupNavigation(startupNavigation, (href) => router.navigate(href), isKnownPage);
  }
});
