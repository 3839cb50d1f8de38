import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { NavMenu } from '@/components/layouts/nav-menu';
import { SideMenuLayout } from '@/components/layouts/section-layout';

/** /org/{orgSlug}/settings (bare → basic): basic, access tokens, forwarders. */
export function Component() {
  const { t } = useTranslation('org-settings');
  const orgSlug = useParams().orgSlug ?? '';
  const items = [
    { to: paths.org.settings.basic.getHref(orgSlug), label: t('menu.basic') },
    { to: paths.org.settings.tokens.getHref(orgSlug), label: t('menu.tokens') },
    { to: paths.org.settings.forwarders.getHref(orgSlug), label: t('menu.forwarders') },
  ];
  return (
    <SideMenuLayout
      title={t('title')}
      menu={<NavMenu items={items} label={t('menu.label')} orientation="vertical" />}
    />
  );
}
