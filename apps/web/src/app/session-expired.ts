import { endSession } from '../lib/sign-out';
import { paths } from '../config/paths';

/**
 * What happens once the api client has cleared a session it could not renew (docs/product.md#errors-and-messages): the
 * session ends as expired (lib/sign-out.ts: cached data gone, the session-expired message) and the login page opens.
 */
export function createSessionExpiredHandler(navigate: (href: string) => unknown): () => void {
  return () => {
    void endSession('expired');
    void navigate(paths.login.getHref());
  };
}
