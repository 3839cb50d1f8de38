import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CpuIcon, FolderKanbanIcon, SettingsIcon, UsersIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { NavMenu, type NavMenuItem } from '@/components/layouts/nav-menu';
import { SectionLayout } from '@/components/layouts/section-layout';
import type { Page } from '@/lib/permissions';
import { usePermissions } from '@/features/organizations/api/permissions';

/**
 * On org pages a menu of projects, all devices, organization settings and users — each page made for changes only once
 * the member is known to be allowed it (lib/permissions.ts).
 */
export function Component() {
  const { t } = useTranslation('layout');
  const orgSlug = useParams().orgSlug ?? '';
  const { known, pageReason } = usePermissions();
  const entries: (NavMenuItem & { page?: Page })[] = [
    {
      to: paths.org.root.getHref(orgSlug),
      label: t('orgMenu.projects'),
      icon: <FolderKanbanIcon aria-hidden="true" />,
      end: true,
    },
    {
      page: 'orgDevices',
      to: paths.org.devices.getHref(orgSlug),
      label: t('orgMenu.devices'),
      icon: <CpuIcon aria-hidden="true" />,
    },
    {
      page: 'orgSettingsBasic',
      to: paths.org.settings.root.getHref(orgSlug),
      label: t('orgMenu.settings'),
      icon: <SettingsIcon aria-hidden="true" />,
    },
    {
      page: 'orgUsers',
      to: paths.org.users.root.getHref(orgSlug),
      label: t('orgMenu.users'),
      icon: <UsersIcon aria-hidden="true" />,
    },
  ];
  const items = entries.filter(({ page }) => !page || (known && !pageReason(page)));
  return <SectionLayout menu={<NavMenu items={items} label={t('orgMenu.label')} />} />;
}
