import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { isApiError } from '@iot/api-client/errors';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Input } from '@iot/ui/input';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { errorMessage, serverMessage } from '../../../lib/error-message';
import { useBindDevice } from '../api/devices';
import { validateBind, type BindErrors } from '../utils/device-scope';
import { FormField, invalidProps } from './form-field';
import { ProjectPicker } from './project-picker';
import { limits } from '@iot/api-client/limits';

type Errors = { device_id?: string; safe_code?: string; form?: string };

/**
 * Spec §5 device bind: device_id and safe_code required, the project optional. On a project page the project is fixed
 * (`fixedProject`); on the all-devices page it can be chosen.
 */
export function BindDeviceDialog({
  open,
  onOpenChange,
  projects,
  fixedProject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: readonly Project[];
  fixedProject?: { projectId: string; name: string };
}) {
  const { t } = useTranslation(['devices', 'common']);
  const bind = useBindDevice();
  const [deviceId, setDeviceId] = useState('');
  const [safeCode, setSafeCode] = useState('');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const reset = () => {
    setDeviceId('');
    setSafeCode('');
    setProjectId(null);
    setErrors({});
  };

  const close = (next: boolean) => {
    if (bind.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bind.isPending) return;
    const invalid: BindErrors = validateBind(deviceId, safeCode);
    const next: Errors = {
      device_id: invalid.device_id && t(invalid.device_id),
      safe_code: invalid.safe_code && t(invalid.safe_code),
    };
    setErrors(next);
    if (next.device_id || next.safe_code) return;
    const target = fixedProject?.projectId ?? projectId ?? undefined;
    bind.mutate(
      {
        data: {
          device_id: deviceId.trim(),
          safe_code: safeCode.trim(),
          ...(target ? { project_id: target } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('bind.success'));
          reset();
          onOpenChange(false);
        },
        onError: (error) => {
          const fields = isApiError(error) ? error : undefined;
          setErrors({
            device_id: fields?.fieldError('device_id'),
            safe_code: fields?.fieldError('safe_code'),
            form: serverMessage(error) ?? t('bindFailed'),
          });
          toast.error(errorMessage(error, t('bindFailed')));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>
            {fixedProject ? t('bind.titleProject', { name: fixedProject.name }) : t('bind.title')}
          </DialogTitle>
          <DialogDescription>{t('bind.description')}</DialogDescription>
        </DialogHeader>
        <form id="bind-device" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id="bind-device-id" label={t('bind.deviceId')} error={errors.device_id}>
            <Input
              id="bind-device-id"
              value={deviceId}
              maxLength={limits.DeviceBind.device_id.maxLength}
              autoComplete="off"
              onChange={(e) => setDeviceId(e.target.value)}
              {...invalidProps('bind-device-id', errors.device_id)}
            />
          </FormField>
          <FormField id="bind-safe-code" label={t('bind.safeCode')} error={errors.safe_code}>
            <Input
              id="bind-safe-code"
              value={safeCode}
              maxLength={limits.DeviceBind.safe_code.maxLength}
              autoComplete="off"
              onChange={(e) => setSafeCode(e.target.value)}
              {...invalidProps('bind-safe-code', errors.safe_code)}
            />
          </FormField>
          {fixedProject ? null : (
            <FormField id="bind-project" label={t('bind.project')}>
              <ProjectPicker
                id="bind-project"
                projects={projects}
                value={projectId}
                onChange={setProjectId}
                placeholder={t('bind.noProject')}
              />
            </FormField>
          )}
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" disabled={bind.isPending} onClick={() => close(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="bind-device" disabled={bind.isPending}>
            {bind.isPending ? (
              <Spinner label={t('common:loading')} className="text-current" />
            ) : null}
            {t('bind.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
