import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { NavMenu } from '@/components/layouts/nav-menu';
import { SideMenuLayout } from '@/components/layouts/section-layout';
import { usePermissions } from '@/features/organizations/api/permissions';
import { PageAccess } from '@/features/organizations/components/page-access';
import type { Page } from '@/lib/permissions';

/** /org/{orgSlug}/settings (bare → basic): basic, access tokens, forwarders — those the member may use. */
export function Component() {
  const { t } = useTranslation('org-settings');
  const orgSlug = useParams().orgSlug ?? '';
  const { pageReason } = usePermissions();
  const entries: { to: string; label: string; page: Page }[] = [
    {
      page: 'orgSettingsBasic',
      to: paths.org.settings.basic.getHref(orgSlug),
      label: t('menu.basic'),
    },
    {
      page: 'orgSettingsTokens',
      to: paths.org.settings.tokens.getHref(orgSlug),
      label: t('menu.tokens'),
    },
    {
      page: 'orgSettingsForwarders',
      to: paths.org.settings.forwarders.getHref(orgSlug),
      label: t('menu.forwarders'),
    },
  ];
  const items = entries.filter(({ page }) => !pageReason(page));
  return (
    <PageAccess page="orgSettingsBasic">
      <SideMenuLayout
        title={t('title')}
        menu={<NavMenu items={items} label={t('menu.label')} orientation="vertical" />}
      />
    </PageAccess>
  );
}
