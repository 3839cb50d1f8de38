import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import type { Factor } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { EmptyState } from '@iot/ui/empty-state';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/errors/page-spinner';
import { factorTitle } from '../utils/factor-kind';
import { ErrorPanel } from './error-panel';
import { FactorCardActions } from './factor-card-actions';
import { FactorFormDialog } from './factor-form-dialog';
import { FactorInfoCard } from './factor-info-card';
import { useFactors } from '../api/factors';
import { usePermissions } from '@/features/organizations/api/permissions';

/** Device factors tab: info cards with enable / copy / delete, and the create / edit form. */
export function FactorList({
  orgSlug,
  projectId,
  deviceId,
}: {
  orgSlug: string;
  projectId: string;
  deviceId: number;
}) {
  const { t } = useTranslation('factors');
  const factors = useFactors(projectId, deviceId);
  const refused = usePermissions().reason('device');
  const [editing, setEditing] = useState<Factor | undefined>();
  const [open, setOpen] = useState(false);
  const openForm = (factor?: Factor) => {
    setEditing(factor);
    setOpen(true);
  };

  let body;
  if (factors.isPending) body = <PageSpinner />;
  else if (factors.isError)
    body = (
      <ErrorPanel
        message={t('fetchError')}
        error={factors.error}
        onRetry={() => void factors.refetch()}
      />
    );
  else if (factors.data.length === 0)
    body = <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />;
  else
    body = (
      <ul aria-label={t('list.title')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {factors.data.map((factor) => (
          <li key={factor.id}>
            <FactorInfoCard
              factor={factor}
              onOpenSettings={() => openForm(factor)}
              title={
                <Link
                  className="hover:text-primary underline-offset-4 hover:underline"
                  to={paths.device.factorData.getHref(orgSlug, projectId, deviceId, factor.id)}
                >
                  {factorTitle(factor)}
                </Link>
              }
            >
              <FactorCardActions factor={factor} projectId={projectId} deviceId={deviceId} />
            </FactorInfoCard>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('list.title')}</h2>
        <DisabledReason reason={refused}>
          <Button size="sm" onClick={() => openForm()}>
            <PlusIcon aria-hidden="true" />
            {t('actions.create')}
          </Button>
        </DisabledReason>
      </div>
      {body}
      <FactorFormDialog
        open={open}
        onOpenChange={setOpen}
        projectId={projectId}
        deviceId={deviceId}
        factor={editing}
      />
    </section>
  );
}
