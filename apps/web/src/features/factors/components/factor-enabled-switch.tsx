import { useTranslation } from 'react-i18next';
import type { Factor } from '@iot/api-client/model';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { Switch } from '@iot/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { useFactorCalls } from '../api/factors';

/** The factor's enabled flag, showing the new state while the change is on its way. */
export function FactorEnabledSwitch({
  factor,
  projectId,
  deviceId,
  refused,
}: {
  factor: Factor;
  projectId: string;
  deviceId: number;
  /** Why the member may not change it, if they may not. */
  refused: string | undefined;
}) {
  const { t } = useTranslation('factors');
  const { update } = useFactorCalls(projectId, deviceId);
  const switchId = `factor-enabled-${factor.id}`;
  const enabled = update.isPending
    ? (update.variables?.data.enabled ?? factor.enabled)
    : factor.enabled !== false;

  return (
    <div className="flex items-center gap-2">
      <DisabledReason reason={refused}>
        <Switch
          id={switchId}
          checked={enabled}
          disabled={update.isPending}
          onCheckedChange={(checked) =>
            update.mutate(
              { projectId, devicePk: deviceId, factorId: factor.id, data: { enabled: checked } },
              {
                onSuccess: () => {
                  toast.success(t(checked ? 'notification.enabled' : 'notification.disabled'));
                },
                onError: (e) => toast.error(errorMessage(e, t('updateFailed'))),
              },
            )
          }
        />
      </DisabledReason>
      <Label htmlFor={switchId}>{t('actions.enabled')}</Label>
    </div>
  );
}
