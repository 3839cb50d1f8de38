import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@iot/api-client/errors';
import type { Account, AccountUpdate } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { PageSpinner } from '../../../components/errors/page-spinner';
import { setUser } from '../../../lib/session';
import { ProfileField } from './profile-field';
import { UsernameField } from './username-field';
import { limits } from '@iot/api-client/limits';
import { useAccount, useUpdateAccount } from '../api/account';

type Editable = 'nickname' | 'email';

/**
 * Spec §2/§5/§8: username read-only; nickname and email each saved alone (empty sent as null); 'fetch error',
 * 'update error', 'update success'.
 */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const account = useAccount();
  const update = useUpdateAccount();
  const [saving, setSaving] = useState<Editable | null>(null);
  const [fieldError, setFieldError] = useState<Partial<Record<Editable, string>>>({});

  if (account.isPending) return <PageSpinner />;
  if (!account.data) {
    return (
      <p role="alert" className="text-destructive">
        {t('profile.fetchError')}
      </p>
    );
  }

  const save = (field: Editable, value: string) => {
    const data: AccountUpdate =
      field === 'nickname' ? { nickname: value || null } : { email: value || null };
    setSaving(field);
    setFieldError({});
    update.mutate(
      { data },
      {
        onSuccess: (saved: Account) => {
          setUser(saved);
          toast.success(t('profile.updateSuccess'));
        },
        onError: (error) => {
          const message = isApiError(error) ? error.fieldError(field) : undefined;
          if (message) setFieldError({ [field]: message });
          toast.error(t('profile.updateError'));
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <div className="flex max-w-md flex-col gap-6">
      <UsernameField username={account.data.username} />
      <ProfileField
        id="profile-nickname"
        maxLength={limits.AccountUpdate.nickname.maxLength}
        label={t('profile.nickname')}
        autoComplete="nickname"
        initial={account.data.nickname ?? ''}
        saving={saving !== null}
        error={fieldError.nickname}
        onSave={(value) => save('nickname', value)}
      />
      <ProfileField
        id="profile-email"
        type="email"
        maxLength={limits.AccountUpdate.email.maxLength}
        label={t('profile.email')}
        autoComplete="email"
        initial={account.data.email ?? ''}
        saving={saving !== null}
        error={fieldError.email}
        onSave={(value) => save('email', value)}
      />
    </div>
  );
}
