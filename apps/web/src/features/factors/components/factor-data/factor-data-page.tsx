import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/errors/page-spinner';
import { useHistoryView } from '@/features/factors/hooks/use-history-view';
import { factorTitle } from '@/features/factors/utils/factor-kind';
import { ErrorPanel } from '../error-panel';
import { FactorFormDialog } from '../factor-form-dialog';
import { FactorInfoCard } from '../factor-info-card';
import { FactorHistory } from './factor-history';
import { useFactors } from '@/features/factors/api/factors';

/** Named route DeviceFactorData: a factor's history as a chart and a table, by range and page. */
export function FactorDataPage({
  projectId,
  deviceId,
  factorId,
}: {
  projectId: string;
  deviceId: number;
  factorId: number;
}) {
  const { t } = useTranslation('factors');
  const factors = useFactors(projectId, deviceId);
  const factor = factors.data?.find((f) => f.id === factorId);
  const [editing, setEditing] = useState(false);
  const view = useHistoryView(`${projectId}/${deviceId}/${factorId}`);

  if (factors.isPending) return <PageSpinner />;
  if (factors.isError) {
    return (
      <ErrorPanel
        message={t('history.loadDataFailed')}
        error={factors.error}
        onRetry={() => void factors.refetch()}
      />
    );
  }
  if (!factor) return <ErrorPanel message={t('notExist')} />;

  return (
    <section aria-label={factorTitle(factor)} className="flex flex-col gap-4">
      <FactorInfoCard factor={factor} onOpenSettings={() => setEditing(true)} headingLevel={2} />
      <FactorFormDialog
        open={editing}
        onOpenChange={setEditing}
        projectId={projectId}
        deviceId={deviceId}
        factor={factor}
      />
      <FactorHistory factor={factor} view={view} />
    </section>
  );
}
