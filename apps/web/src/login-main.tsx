/**
 * The login document (login/index.html, served for /login and /login/): React, i18next and the login page only — no
 * router, no data cache — so that the first load of the sign-in page stays small (docs/testing.md#first-load-budgets).
 * Success goes to the page it was asked to return to (`next`, lib/return-path.ts), else /dashboard, with a full page
 * load (the console).
 */
import { lazy, Suspense, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import './index.css';
import { startDocument } from './boot/start-document';
import { paths } from './config/paths';
import { LoginPage } from './features/auth/components/login-page';
import { i18n } from './lib/i18n';
import { takeLoginNotice, type LoginNotice } from './lib/login-document';
import { withBasePath } from './lib/runtime-config';
import { SESSION_EXPIRED_TOAST } from './lib/session';
import { readStartupData } from './lib/startup';
import { applyTheme, useTheme, watchSystemTheme } from './lib/theme';

const Toaster = lazy(() => import('@iot/ui/sonner').then((m) => ({ default: m.Toaster })));

/** The message the console handed over on its way here (session expired), as a toast. */
function HandedOverNotice({ notice }: { notice: LoginNotice | null }) {
  const { t } = useTranslation('common');
  const { resolved } = useTheme();
  useEffect(() => {
    if (notice !== 'session-expired') return;
    void import('@iot/ui/sonner').then(({ toast }) =>
      toast.error(t('session.expired'), { id: SESSION_EXPIRED_TOAST }),
    );
  }, [notice, t]);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolved} duration={3000} position="top-center" richColors closeButton />
    </Suspense>
  );
}

// taken once, before the first render (a render that suspends would take it again)
const notice = takeLoginNotice();

function LoginDocument() {
  useEffect(() => {
    applyTheme();
    return watchSystemTheme();
  }, []);
  return (
    <>
      <LoginPage
        onSignedIn={() =>
          // the return path's check loads with the sign-in, not with the page
          void import('./lib/return-path').then(({ requestedReturnPath }) =>
            window.location.assign(
              withBasePath(requestedReturnPath() ?? paths.dashboard.getHref()),
            ),
          )
        }
      />
      <HandedOverNotice notice={notice} />
    </>
  );
}

void startDocument({
  startup: readStartupData(),
  api: { onSessionExpired: () => undefined },
  render: () => (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <LoginDocument />
      </Suspense>
    </I18nextProvider>
  ),
});
