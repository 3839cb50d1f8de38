import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@iot/api-client/hooks/account';
import { paths } from '@/config/paths';
import { clearSession, getRefreshToken } from '@/lib/session';

/**
 * docs/product.md#screens-and-routes: logout calls the logout API with the refresh token, clears the session and goes to /login — the session is
 * cleared whatever the server answers (an expired token cannot keep anyone signed in).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const refresh = getRefreshToken();
    if (refresh) {
      await logout({ refresh }).catch(() => undefined);
    }
    clearSession();
    queryClient.clear();
    await navigate(paths.login.getHref());
  }, [navigate, queryClient]);
}
