import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { NavMenu } from '@/components/layouts/nav-menu';
import { SideMenuLayout } from '@/components/layouts/section-layout';
import { PageAccess } from '@/features/organizations/components/page-access';

/** /org/{orgSlug}/users (bare → all): all users and the blacklist, for members who manage users. */
export function Component() {
  const { t } = useTranslation('users');
  const orgSlug = useParams().orgSlug ?? '';
  const items = [
    { to: paths.org.users.all.getHref(orgSlug), label: t('menu.all') },
    { to: paths.org.users.blacklist.getHref(orgSlug), label: t('menu.blacklist') },
  ];
  return (
    <PageAccess page="orgUsers">
      <SideMenuLayout
        title={t('title')}
        menu={<NavMenu items={items} label={t('menu.label')} orientation="vertical" />}
      />
    </PageAccess>
  );
}
