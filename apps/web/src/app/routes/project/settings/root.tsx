import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { NavMenu } from '@/components/layouts/nav-menu';
import { SideMenuLayout } from '@/components/layouts/section-layout';
import { PageAccess } from '@/features/organizations/components/page-access';

/** /org/{orgSlug}/{projectId}/settings (bare → basic). */
export function Component() {
  const { t } = useTranslation('project-settings');
  const { orgSlug = '', projectId = '' } = useParams();
  const items = [
    { to: paths.project.settings.basic.getHref(orgSlug, projectId), label: t('menu.basic') },
  ];
  return (
    <PageAccess page="projectSettings">
      <SideMenuLayout
        title={t('title')}
        menu={<NavMenu items={items} label={t('title')} orientation="vertical" />}
      />
    </PageAccess>
  );
}
