import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CpuIcon, FolderKanbanIcon, SettingsIcon, UsersIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { NavMenu, type NavMenuItem } from '@/components/layouts/nav-menu';
import { SectionLayout } from '@/components/layouts/section-layout';
import {
  useCanManageProject,
  useCanManageUsers,
} from '@/features/organizations/hooks/use-organizations';

/** docs/product.md#screens-and-routes: on org pages a menu of projects, all devices (hidden without can_manage_project) and organization settings. */
export function Component() {
  const { t } = useTranslation('layout');
  const orgSlug = useParams().orgSlug ?? '';
  const canManageProject = useCanManageProject(orgSlug);
  const canManageUsers = useCanManageUsers(orgSlug);
  const items: NavMenuItem[] = [
    {
      to: paths.org.root.getHref(orgSlug),
      label: t('orgMenu.projects'),
      icon: <FolderKanbanIcon aria-hidden="true" />,
      end: true,
    },
    ...(canManageProject
      ? [
          {
            to: paths.org.devices.getHref(orgSlug),
            label: t('orgMenu.devices'),
            icon: <CpuIcon aria-hidden="true" />,
          },
        ]
      : []),
    {
      to: paths.org.settings.root.getHref(orgSlug),
      label: t('orgMenu.settings'),
      icon: <SettingsIcon aria-hidden="true" />,
    },
    ...(canManageUsers
      ? [
          {
            to: paths.org.users.root.getHref(orgSlug),
            label: t('orgMenu.users'),
            icon: <UsersIcon aria-hidden="true" />,
          },
        ]
      : []),
  ];
  return <SectionLayout menu={<NavMenu items={items} label={t('orgMenu.label')} />} />;
}
