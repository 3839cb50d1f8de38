import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, DownloadIcon, GaugeIcon, CpuIcon, SettingsIcon } from 'lucide-react';
import { isApiError } from '@iot/api-client/errors';
import { paths } from '@/config/paths';
import { NotFound } from '@/components/errors/not-found';
import { NavMenu } from '@/components/layouts/nav-menu';
import { SectionLayout } from '@/components/layouts/section-layout';
import { usePermissions } from '@/features/organizations/api/permissions';
import { useProject } from '../api/projects';

/**
 * On project pages a menu: back arrow with the project name, overview, devices, data download, settings (for members
 * who may change the project). A project the server does not know (a stale link, a deleted project) is the not-found page.
 */
export function ProjectLayout() {
  const { t } = useTranslation('layout');
  const params = useParams();
  const orgSlug = params.orgSlug ?? '';
  const projectId = params.projectId ?? '';
  const { data: project, error } = useProject(projectId);
  const { known, pageReason } = usePermissions();
  if (isApiError(error) && error.status === 404) return <NotFound />;
  const items = [
    {
      to: paths.project.root.getHref(orgSlug, projectId),
      label: t('projectMenu.overview'),
      icon: <GaugeIcon aria-hidden="true" />,
      end: true,
    },
    {
      to: paths.project.devices.getHref(orgSlug, projectId),
      label: t('projectMenu.devices'),
      icon: <CpuIcon aria-hidden="true" />,
    },
    {
      to: paths.project.dataDownload.getHref(orgSlug, projectId),
      label: t('projectMenu.dataDownload'),
      icon: <DownloadIcon aria-hidden="true" />,
    },
    ...(known && !pageReason('projectSettings')
      ? [
          {
            to: paths.project.settings.root.getHref(orgSlug, projectId),
            label: t('projectMenu.settings'),
            icon: <SettingsIcon aria-hidden="true" />,
          },
        ]
      : []),
  ];
  return (
    <SectionLayout
      menu={
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={paths.org.root.getHref(orgSlug)}
            className="hover:text-primary focus-visible:ring-ring flex items-center gap-1.5 rounded-md text-sm font-semibold outline-none focus-visible:ring-[3px]"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('projectMenu.back')}</span>
            <span>{project?.name ?? projectId}</span>
          </Link>
          <NavMenu items={items} label={t('projectMenu.label')} />
        </div>
      }
    />
  );
}
