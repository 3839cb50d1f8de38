import { useTranslation } from 'react-i18next';
import { KeyRoundIcon, UserRoundIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { NavMenu } from '@/components/layouts/nav-menu';
import { SideMenuLayout } from '@/components/layouts/section-layout';

/** /account (bare → profile) with a side menu following the path. */
export function Component() {
  const { t } = useTranslation('account');
  const items = [
    {
      to: paths.account.profile.getHref(),
      label: t('menu.profile'),
      icon: <UserRoundIcon aria-hidden="true" />,
    },
    {
      to: paths.account.password.getHref(),
      label: t('menu.password'),
      icon: <KeyRoundIcon aria-hidden="true" />,
    },
  ];
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 p-4 md:p-6">
      <SideMenuLayout
        title={t('menu.title')}
        menu={<NavMenu items={items} label={t('menu.title')} orientation="vertical" />}
      />
    </main>
  );
}
