import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { ProfileForm } from '@/features/account/components/profile-form';
import { prefetch } from '@/lib/prefetch';
import { accountQuery } from '@/features/account/api/account';

export const loader = prefetch(() => [accountQuery()]);

export function Component() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader level={2} title={t('menu.profile')} />
      <ProfileForm />
    </>
  );
}
