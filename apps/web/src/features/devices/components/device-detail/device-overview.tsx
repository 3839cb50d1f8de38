import { useTranslation } from 'react-i18next';
import { EmptyState } from '@iot/ui/empty-state';
import { Alert, AlertDescription } from '@iot/ui/alert';
import { Button } from '@iot/ui/button';
import { PageSpinner } from '@/components/errors/page-spinner';
import { FactorValueCard } from './factor-value-card';
import { LATEST_REFRESH_MS } from './latest-values';
import { errorMessage } from '@/lib/error-message';
import { useLatestValues } from '@/features/devices/api/devices';
import { useFactors } from '@/features/factors/api/factors';

/**
 * Enabled factors only (enabled not false) with their latest values, refreshed every 10 s
 * in the background; the previous values stay on screen while a refresh runs (no flicker).
 */
export function DeviceOverview({ projectId, deviceId }: { projectId: string; deviceId: number }) {
  const { t } = useTranslation(['devices', 'common']);
  const factors = useFactors(projectId, deviceId);
  const latest = useLatestValues(projectId, deviceId);
  const refresh = () => latest.refetch();

  // a switch without its reading would show "off" and take a click meant for the other state
  if (factors.isPending || latest.isPending) return <PageSpinner />;
  const error = factors.error ?? (latest.data ? null : latest.error);
  if (error) {
    return (
      <Alert variant="destructive" className="flex items-center justify-between gap-2">
        <AlertDescription>{errorMessage(error, t('overview.loadFailed'))}</AlertDescription>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void Promise.all([factors.refetch(), latest.refetch()])}
        >
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  const enabled = factors.data?.filter((f) => f.enabled !== false) ?? [];
  if (enabled.length === 0) return <EmptyState title={t('overview.empty')} />;
  // "now" of the staleness check is the moment of the last refresh (every 10 s), so a render stays pure
  const nowSeconds = Math.floor(latest.dataUpdatedAt / 1000);
  const byAgri = new Map(latest.data?.map((v) => [v.agri_id, v]));

  return (
    <section aria-label={t('tabs.overview')} className="flex flex-col gap-3">
      <p className="text-muted-foreground text-xs">
        {t('overview.autoRefresh', { seconds: LATEST_REFRESH_MS / 1000 })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {enabled.map((factor) => (
          <li key={factor.id}>
            <FactorValueCard
              factor={factor}
              latest={byAgri.get(factor.agri_id)}
              nowSeconds={nowSeconds}
              reportedAt={latest.dataUpdatedAt}
              projectId={projectId}
              deviceId={deviceId}
              onChanged={() => void refresh()}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
