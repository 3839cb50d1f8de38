import { i18n } from '../lib/i18n';
import { handOverLoginNotice } from '../lib/login-document';
import { SESSION_EXPIRED_TOAST } from '../lib/session';
import { paths } from '../config/paths';

/**
 * What happens once the api client has cleared a session it could not renew (docs/product.md#errors-and-messages): the cached data goes, a
 * session-expired toast shows and the login page opens. The data cache and the toaster are loaded by then (a call
 * was made); importing them here keeps them out of the entry chunk. Sign-in comes back to the page (`currentHref`).
 */
export function createSessionExpiredHandler(
  navigate: (href: string) => unknown,
  currentHref: () => string | null = () => null,
): () => void {
  return () => {
    void import('../lib/react-query').then(({ queryClient }) => queryClient.clear());
    void import('@iot/ui/sonner').then(({ toast }) =>
      toast.error(i18n.t('common:session.expired'), { id: SESSION_EXPIRED_TOAST }),
    );
    handOverLoginNotice('session-expired');
    const href = currentHref();
    void import('../lib/return-path').then(({ returnPathOf }) =>
      navigate(paths.login.getHref(href ? returnPathOf(href) : null)),
    );
  };
}
