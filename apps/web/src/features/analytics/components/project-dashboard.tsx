import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActivityIcon, WifiIcon, WifiOffIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { Skeleton } from '@iot/ui/skeleton';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layouts/page-header';
import { HourlyCard } from './hourly-card';
import { useDataTotal } from '../api/analytics';
import { useProject } from '@/features/projects/api/projects';

function Stat({
  label,
  value,
  icon,
  footer,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card role="group" aria-label={label} className="gap-2">
      <CardHeader>
        <CardDescription className="flex items-center gap-2 [&_svg]:size-4">
          {icon}
          {label}
        </CardDescription>
        <CardTitle className="text-3xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      {footer ? <CardContent>{footer}</CardContent> : null}
    </Card>
  );
}

/**
 * Total data count, the 24-hour chart of hourly buckets, online / offline device totals linking to the project's devices
 * page; data and devices load apart, so each has its own error toast.
 */
export function ProjectDashboard({ orgSlug, projectId }: { orgSlug: string; projectId: string }) {
  const { t, i18n } = useTranslation('project-dashboard');
  const project = useProject(projectId, {
    key: 'project-dashboard:loadDeviceError',
    plain: true,
  });
  const total = useDataTotal(projectId);
  const deviceFailed = project.isError;

  const number = (n: number | undefined, failed: boolean) =>
    failed ? (
      '—'
    ) : n === undefined ? (
      <Skeleton className="h-8 w-20" />
    ) : (
      n.toLocaleString(i18n.language)
    );
  const devices = project.data?.device_count;
  const offline = project.data?.offline_device_count;
  const online = devices === undefined || offline === undefined ? undefined : devices - offline;
  // each total opens the list it counts
  const devicesLink = (status: 'online' | 'offline') => (
    <Link
      className="text-primary text-sm hover:underline"
      to={paths.project.devices.getHref(orgSlug, projectId, status)}
    >
      {t(status === 'online' ? 'viewOnline' : 'viewOffline')}
    </Link>
  );

  return (
    <>
      <PageHeader title={project.data?.name ?? t('title')} description={t('description')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          label={t('dataCount')}
          icon={<ActivityIcon aria-hidden="true" />}
          value={number(total.data?.data_count, total.isError)}
        />
        <Stat
          label={t('online')}
          icon={<WifiIcon aria-hidden="true" />}
          value={number(online, deviceFailed)}
          footer={devicesLink('online')}
        />
        <Stat
          label={t('offline')}
          icon={<WifiOffIcon aria-hidden="true" />}
          value={number(offline, deviceFailed)}
          footer={devicesLink('offline')}
        />
      </div>
      <HourlyCard orgSlug={orgSlug} projectId={projectId} deviceCount={devices} />
    </>
  );
}
