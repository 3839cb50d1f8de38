import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyPlusIcon, Trash2Icon } from 'lucide-react';
import type { Factor } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { toast } from '@iot/ui/sonner';
import { useFactorCalls } from '../api/factors';
import { usePermissions } from '@/features/organizations/api/permissions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { FactorEnabledSwitch } from './factor-enabled-switch';

/** A factor card's actions: the enabled switch, copy, and delete after a confirmation. */
export function FactorCardActions({
  factor,
  projectId,
  deviceId,
}: {
  factor: Factor;
  projectId: string;
  deviceId: number;
}) {
  const { t } = useTranslation('factors');
  const { copy, remove } = useFactorCalls(projectId, deviceId);
  const [deleting, setDeleting] = useState(false);
  const refused = usePermissions().reason('device');
  const ids = { projectId, devicePk: deviceId, factorId: factor.id };

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
      <FactorEnabledSwitch
        factor={factor}
        projectId={projectId}
        deviceId={deviceId}
        refused={refused}
      />
      <div className="flex items-center gap-1">
        <DisabledReason reason={refused}>
          <Button
            variant="ghost"
            size="sm"
            disabled={copy.isPending}
            onClick={() =>
              copy.mutate(
                { ...ids, data: {} },
                {
                  onSuccess: () => {
                    toast.success(t('notification.copied'));
                  },
                  onError: (e) => toast.error(errorMessage(e, t('copyFailed'))),
                },
              )
            }
          >
            <CopyPlusIcon aria-hidden="true" />
            {t('actions.copy')}
          </Button>
        </DisabledReason>
        <DisabledReason reason={refused}>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            disabled={remove.isPending}
            onClick={() => setDeleting(true)}
          >
            <Trash2Icon aria-hidden="true" />
            {t('actions.delete')}
          </Button>
        </DisabledReason>
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('delete.title')}
          description={t('delete.description', { name: factor.name })}
          confirmLabel={t('actions.delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(ids, {
              onSuccess: () => {
                setDeleting(false);
                toast.success(t('notification.deleted'));
              },
              onError: (e) => toast.error(errorMessage(e, t('deleteFailed'))),
            })
          }
        />
      </div>
    </div>
  );
}
