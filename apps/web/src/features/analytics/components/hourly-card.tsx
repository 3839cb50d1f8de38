import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChartNoAxesColumnIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { EmptyState } from '@iot/ui/empty-state';
import { Skeleton } from '@iot/ui/skeleton';
import { paths } from '@/config/paths';
import { useDataHourly } from '../api/analytics';
import { HourlyChart } from './hourly-chart';

/** The project's last 24 hours of data, by the hour; with no data, why and what to do (loadDataError on failure). */
export function HourlyCard({
  orgSlug,
  projectId,
  deviceCount,
}: {
  orgSlug: string;
  projectId: string;
  /** The project's devices; undefined while unknown. */
  deviceCount: number | undefined;
}) {
  const { t } = useTranslation('project-dashboard');
  const hourly = useDataHourly(projectId);

  return (
    <Card className="mt-4">
      <CardHeader>
        <CardTitle>{t('hourlyTitle')}</CardTitle>
        <CardDescription>{t('hourlyDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {hourly.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t('loadDataError')}
          </p>
        ) : hourly.data && hourly.data.items.every((item) => item.data_count === 0) ? (
          // nothing to draw: say so instead of an empty 0–1 chart
          <EmptyState
            icon={<ChartNoAxesColumnIcon />}
            title={t('hourlyEmpty')}
            description={deviceCount === 0 ? t('hourlyEmptyNoDevices') : t('hourlyEmptyHint')}
            action={
              deviceCount === 0 ? (
                <Link
                  className="text-primary text-sm hover:underline"
                  to={paths.project.devices.getHref(orgSlug, projectId)}
                >
                  {t('addDevices')}
                </Link>
              ) : undefined
            }
          />
        ) : hourly.data ? (
          <HourlyChart items={hourly.data.items} label={t('hourlySeries')} />
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
