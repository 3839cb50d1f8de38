import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetAccountQueryKey,
  useGetAccount,
  useUpdateAccount,
} from '@iot/api-client/hooks/account';
import type { Account, AccountUpdate } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { PageSpinner } from '../../../components/errors/page-spinner';
import { setUser } from '../../../lib/session';
import { ProfileField } from './profile-field';
import { UsernameField } from './username-field';

/**
 * Spec §2/§5/§8: username read-only; nickname and email each saved alone (empty sent as null, the generated `updateAccountBody`'s bounds); 'fetch error',
 * 'update error', 'update success'.
 */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const account = useGetAccount();
  const update = useUpdateAccount();

  useEffect(() => {
    if (account.isError) toast.error(t('profile.fetchError'));
  }, [account.isError, t]);

  if (account.isPending) return <PageSpinner />;
  if (!account.data) {
    return (
      <p role="alert" className="text-destructive">
        {t('profile.fetchError')}
      </p>
    );
  }

  const save = (data: AccountUpdate) =>
    update.mutateAsync({ data }).then((saved: Account) => {
      queryClient.setQueryData(getGetAccountQueryKey(), saved);
      setUser(saved);
      toast.success(t('profile.updateSuccess'));
    });
  const nickname = account.data.nickname ?? '';
  const email = account.data.email ?? '';

  return (
    <div className="flex max-w-md flex-col gap-6">
      <UsernameField username={account.data.username} />
      <ProfileField
        key={`nickname:${nickname}`}
        name="nickname"
        label={t('profile.nickname')}
        autoComplete="nickname"
        initial={nickname}
        saving={update.isPending}
        onSave={save}
      />
      <ProfileField
        key={`email:${email}`}
        name="email"
        type="email"
        label={t('profile.email')}
        autoComplete="email"
        initial={email}
        saving={update.isPending}
        onSave={save}
      />
    </div>
  );
}
