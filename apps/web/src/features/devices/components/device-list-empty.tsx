import { useTranslation } from 'react-i18next';
import { CpuIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { EmptyState } from '@iot/ui/empty-state';
import type { DeviceScope } from '../utils/device-scope';

/**
 * A device list without a device: none at all (with the add link for a member who may add one), or none that the
 * search and filters let through.
 */
export function DeviceListEmpty({
  scope,
  filtered,
  onAdd,
}: {
  scope: DeviceScope;
  filtered: boolean;
  /** Absent when the member may not add a device. */
  onAdd?: () => void;
}) {
  const { t } = useTranslation('devices');
  const texts = scope.kind === 'org' ? 'org-devices' : 'project-devices';
  if (filtered)
    return (
      <p role="status" className="text-muted-foreground py-8 text-center text-sm">
        {t('org-devices.noMatch')}
      </p>
    );
  return (
    <EmptyState
      icon={<CpuIcon />}
      title={t(`${texts}.empty`)}
      description={t(`${texts}.emptyDescription`)}
      action={
        onAdd ? (
          <Button variant="link" onClick={onAdd}>
            {t('actions.addLink')}
          </Button>
        ) : undefined
      }
    />
  );
}
