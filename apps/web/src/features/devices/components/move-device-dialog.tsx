import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device, Project } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Spinner } from '@iot/ui/spinner';
import { deviceLabel, validateMoveTarget } from '../utils/device-scope';
import { FormField } from './form-field';
import { ProjectPicker } from './project-picker';

/** Spec §5 move: a target project is required (selectProject) and the current one is not offered. */
export function MoveDeviceDialog({
  device,
  projects,
  pending,
  onMove,
  onClose,
}: {
  device: Device;
  projects: readonly Project[];
  pending: boolean;
  onMove: (projectId: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const current = device.project?.project_id ?? null;
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateMoveTarget(target, current);
    if (invalid || !target) {
      setError(t(invalid ?? 'selectProject'));
      return;
    }
    setError(null);
    if (await onMove(target)) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('move.title')}</DialogTitle>
          <DialogDescription>
            {t('move.description', { name: deviceLabel(device) })}
          </DialogDescription>
        </DialogHeader>
        <form id="move-device" noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormField id="move-target" label={t('move.target')} error={error}>
            <ProjectPicker
              id="move-target"
              projects={projects}
              exclude={current}
              value={target}
              onChange={(value) => {
                setTarget(value);
                if (value) setError(null);
              }}
              placeholder={t('move.placeholder')}
              invalid={Boolean(error)}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="move-device" disabled={pending}>
            {pending ? <Spinner label={t('common:loading')} className="text-current" /> : null}
            {t('move.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
