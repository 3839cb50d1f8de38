import { useTranslation } from 'react-i18next';
import type { Account, AccountUpdate } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { PageSpinner } from '@/components/errors/page-spinner';
import { setUser } from '@/lib/session';
import { useAccount, useUpdateAccount } from '../api/account';
import { ProfileField } from './profile-field';
import { UsernameField } from './username-field';

/**
 * Username read-only; nickname and email each saved alone, as the API changes one field per call (empty is sent as
 * null, bounds from the generated `updateAccountBody`).
 */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const account = useAccount();
  const update = useUpdateAccount();

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
