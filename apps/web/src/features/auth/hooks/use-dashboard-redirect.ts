import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { listOrganizations } from '@iot/api-client/hooks/organizations';
import { isApiError } from '@iot/api-client/errors';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { handOverLoginNotice } from '@/lib/login-document';
import { clearSession, getAccessToken, SESSION_EXPIRED_TOAST } from '@/lib/session';

/**
 * /dashboard (docs/product.md#screens-and-routes): no token → /login/; otherwise load the organizations and go to the first one; none → info and
 * /account/; 401 → clear the session, session-expired message, /login/; other errors → fetch error and /account/.
 */
export function useDashboardRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['auth', 'common']);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!getAccessToken()) {
      void navigate(paths.login.getHref(), { replace: true });
      return;
    }
    listOrganizations()
      .then((organizations) => {
        const first = organizations[0];
        if (first) {
          void navigate(paths.org.root.getHref(first.slug), { replace: true });
          return;
        }
        toast.info(t('dashboard.noOrganizations'));
        void navigate(paths.account.root.getHref(), { replace: true });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) {
          clearSession();
          queryClient.clear();
          toast.error(t('common:session.expired'), { id: SESSION_EXPIRED_TOAST });
          handOverLoginNotice('session-expired');
          void navigate(paths.login.getHref(), { replace: true });
          return;
        }
        toast.error(t('dashboard.fetchError'));
        void navigate(paths.account.root.getHref(), { replace: true });
      });
  }, [navigate, queryClient, t]);
}
