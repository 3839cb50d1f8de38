import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layouts/page-header';
import { ProfileForm } from '../../../features/account/components/profile-form';

export function Component() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader level={2} title={t('menu.profile')} />
      <ProfileForm />
    </>
  );
}
