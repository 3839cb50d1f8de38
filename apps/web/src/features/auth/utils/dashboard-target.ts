import { isApiError } from '@iot/api-client/errors';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { whenApiReady } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/react-query';
import { getAccessToken } from '@/lib/session';
import { endSession } from '@/lib/sign-out';
import { organizationsQuery } from '@/features/organizations/api/organizations';

/**
 * Where /dashboard goes (docs/product.md#screens-and-routes), for its route loader: no token → /login/; otherwise the
 * first of the user's organizations; none → an info message and /account/; 401 → the session cleared, the
 * session-expired message, /login/; another error → the fetch error and /account/.
 */
export async function dashboardTarget(): Promise<string> {
  // the loader may run before the data route's set-up: the client and the session come first
  await whenApiReady();
  if (!getAccessToken()) return paths.login.getHref();
  await i18n.loadNamespaces(['auth', 'common']);
  try {
    const first = (await queryClient.fetchQuery(organizationsQuery()))[0];
    if (first) return paths.org.root.getHref(first.slug);
    toast.info(i18n.t('auth:dashboard.noOrganizations'));
    return paths.account.root.getHref();
  } catch (error: unknown) {
    if (isApiError(error) && error.status === 401) {
      await endSession('expired');
      return paths.login.getHref();
    }
    toast.error(i18n.t('auth:dashboard.fetchError'));
    return paths.account.root.getHref();
  }
}
