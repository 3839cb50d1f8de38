/**
 * The one way a session ends: the stored session and every cached answer go; when it expired
 * (the api client could not renew it, or an answer said 401) the session-expired message shows — handed over to the
 * login document when the console goes there. The caller then opens the login page. The data cache and the toaster
 * are imported here, not at the top, to keep them out of the entry chunk.
 */
import { i18n } from './i18n';
import { handOverLoginNotice } from './login-document';
import { clearSession, SESSION_EXPIRED_TOAST } from './session';

export async function endSession(reason: 'signed-out' | 'expired'): Promise<void> {
  clearSession();
  // before any await: the caller's navigation to the login document may follow at once
  if (reason === 'expired') handOverLoginNotice('session-expired');
  const { queryClient } = await import('./react-query');
  queryClient.clear();
  if (reason !== 'expired') return;
  const { toast } = await import('@iot/ui/sonner');
  toast.error(i18n.t('common:session.expired'), { id: SESSION_EXPIRED_TOAST });
}
