import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/sign-out';
import { revokeSession } from '../api/session';

/**
 * Logout calls the logout API with the refresh token, ends the session and goes to /login — whatever the server answers,
 * so an expired token cannot keep anyone signed in.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    await endSession('signed-out');
    await navigate(paths.login.getHref());
  }, [navigate]);
}
