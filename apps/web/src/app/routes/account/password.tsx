import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { PasswordForm } from '@/features/account/components/password-form';

export function Component() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader level={2} title={t('menu.password')} />
      <PasswordForm />
    </>
  );
}
