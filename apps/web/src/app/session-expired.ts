import { endSession } from '../lib/sign-out';
import { paths } from '../config/paths';

/**
 * What happens once the api client has cleared a session it could not renew: the
 * session ends as expired (lib/sign-out.ts: cached data gone, the session-expired message) and the login page opens;
 * sign-in comes back to the page (`currentHref`).
 */
export function createSessionExpiredHandler(
  navigate: (href: string) => unknown,
  currentHref: () => string | null = () => null,
): () => void {
  return () => {
    void endSession('expired');
    const href = currentHref();
    void import('../lib/return-path').then(({ returnPathOf }) =>
      navigate(paths.login.getHref(href ? returnPathOf(href) : null)),
    );
  };
}
