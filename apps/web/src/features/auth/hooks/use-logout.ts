import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/sign-out';
import { revokeSession } from '../api/session';

/**
 * docs/product.md#screens-and-routes: logout calls the logout API with the refresh token, ends the session and goes to
 * /login — the session ends whatever the server answers (an expired token cannot keep anyone signed in).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    await endSession('signed-out');
    await navigate(paths.login.getHref());
  }, [navigate]);
}
