import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@iot/api-client/errors';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { PageSkeleton } from '@/components/page-skeleton';
import { useOrganizations } from '@/features/organizations/hooks/use-organizations';

/**
 * /dashboard, inside the signed-in frame so that the top bar and the page's
 * outline show while the organizations load (the app layout sends a visitor without a token to /login/): the first
 * organization; none → an info message and /account/; another error → the fetch error and /account/. A 401 the
 * session cannot survive is the api client's: it clears the session, says it expired and opens /login/.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { data: organizations, error } = useOrganizations();

  useEffect(() => {
    if (organizations) {
      const first = organizations[0];
      if (first) {
        void navigate(paths.org.root.getHref(first.slug), { replace: true });
        return;
      }
      toast.info(t('dashboard.noOrganizations'), { id: 'dashboard.noOrganizations' });
      void navigate(paths.account.root.getHref(), { replace: true });
    } else if (error && !(isApiError(error) && error.status === 401)) {
      toast.error(t('dashboard.fetchError'), { id: 'dashboard.fetchError' });
      void navigate(paths.account.root.getHref(), { replace: true });
    }
  }, [organizations, error, navigate, t]);

  return <PageSkeleton />;
}
