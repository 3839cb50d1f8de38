import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@iot/ui/dialog';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { Spinner } from '@iot/ui/spinner';
import { useCreateTask } from '../api/downloads';
import { projectDevicesQuery } from '../../devices/api/devices';
import { useOrgSlug } from '../../../lib/org-scope';
import { fromLocalInput, PRESETS, presetRange, toLocalInput, type Preset } from '../utils/presets';
import { validateTask, type TaskFormError, type TaskFormValues } from '../utils/validate-task';
import { FactorChecklist } from './factor-checklist';
import { errorMessage } from '../../../lib/error-message';
import { limits } from '@iot/api-client/limits';

const EMPTY: TaskFormValues = { deviceId: '', factors: [], start: '', end: '', name: '' };
const selectClass =
  'border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-3 text-sm shadow-xs';

/** Create an export: device, start and end time (or a preset) and at least one factor (spec §5). */
export function CreateTaskDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['data-download', 'common']);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<TaskFormValues>(EMPTY);
  const [error, setError] = useState<TaskFormError | null>(null);
  const devices = useQuery({
    ...projectDevicesQuery(useOrgSlug(), projectId, { page: 1, page_size: 1000 }),
    enabled: open,
  });
  const create = useCreateTask(projectId);
  const set = (change: Partial<TaskFormValues>) => setValues((v) => ({ ...v, ...change }));
  const applyPreset = (preset: Preset) => {
    const range = presetRange(preset);
    set({ start: toLocalInput(range.start), end: toLocalInput(range.end) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateTask(values);
    setError(invalid);
    if (invalid || create.isPending) return;
    create.mutate(
      {
        projectId,
        data: {
          device_id: Number(values.deviceId),
          factors: values.factors,
          start_time: fromLocalInput(values.start) ?? 0,
          end_time: fromLocalInput(values.end) ?? 0,
          ...(values.name.trim() ? { name: values.name.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('notification.created'));
          setOpen(false);
        },
        onError: (e) => toast.error(errorMessage(e, t('createFailed'))),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(EMPTY);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          {t('actions.create')}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('create.title')}</DialogTitle>
            <DialogDescription>{t('create.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="task-device">{t('create.device')}</Label>
            <select
              id="task-device"
              className={selectClass}
              value={values.deviceId}
              onChange={(e) => set({ deviceId: e.target.value, factors: [] })}
            >
              <option value="">{t('create.chooseDevice')}</option>
              {devices.data?.results.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.device_name}
                </option>
              ))}
            </select>
          </div>
          <FactorChecklist
            projectId={projectId}
            deviceId={values.deviceId ? Number(values.deviceId) : null}
            value={values.factors}
            onChange={(factors) => set({ factors })}
          />
          <div role="group" aria-label={t('create.presets')} className="flex flex-wrap gap-1">
            {PRESETS.map((p) => (
              <Button
                key={p}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => applyPreset(p)}
              >
                {t(`presets.${p}`)}
              </Button>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="task-start">{t('create.start')}</Label>
              <Input
                id="task-start"
                type="datetime-local"
                value={values.start}
                onChange={(e) => set({ start: e.target.value })}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="task-end">{t('create.end')}</Label>
              <Input
                id="task-end"
                type="datetime-local"
                value={values.end}
                onChange={(e) => set({ end: e.target.value })}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="task-name">{t('create.name')}</Label>
            <Input
              id="task-name"
              maxLength={limits.DownloadTaskCreate.name.maxLength}
              value={values.name}
              placeholder={t('create.namePlaceholder')}
              onChange={(e) => set({ name: e.target.value })}
            />
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {t(error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <Spinner label={t('common:loading')} className="text-current" />
              ) : null}
              {t('create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
