import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { toast } from '@iot/ui/sonner';
import { Spinner } from '@iot/ui/spinner';
import { useFactorCalls, useFactorOptions } from '../api/factors';
import {
  FACTOR_DEFAULTS,
  factorPayload,
  validateFactor,
  valuesFromFactor,
  type FactorFormErrors,
  type FactorFormField,
  type FactorFormValues,
} from '../utils/factor-form';
import { FactorFormFields } from './factor-form-fields';
import { errorMessage } from '../../../lib/error-message';

interface FormProps {
  projectId: string;
  deviceId: number;
  factor?: Factor;
  onDone: () => void;
}

/** The form itself: mounted each time the dialog opens, so it starts from the factor (or the §9 defaults). */
function FactorForm({ projectId, deviceId, factor, onDone }: FormProps) {
  const { t } = useTranslation(['factors', 'common']);
  const [values, setValues] = useState<FactorFormValues>(() =>
    factor ? valuesFromFactor(factor) : FACTOR_DEFAULTS,
  );
  const [errors, setErrors] = useState<FactorFormErrors>({});
  const options = useFactorOptions();
  const { create, update } = useFactorCalls(projectId, deviceId);
  const saving = create.isPending || update.isPending;

  const onChange = <K extends FactorFormField>(field: K, value: FactorFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validateFactor(values);
    setErrors(next);
    if (Object.keys(next).length > 0 || saving) return;
    const data = factorPayload(values);
    const done = {
      onSuccess: () => {
        toast.success(t(factor ? 'notification.updated' : 'notification.created'));
        onDone();
      },
      onError: (error: Error) =>
        toast.error(errorMessage(error, t(factor ? 'updateFailed' : 'createFailed'))),
    };
    if (factor) update.mutate({ projectId, devicePk: deviceId, factorId: factor.id, data }, done);
    else create.mutate({ projectId, devicePk: deviceId, data }, done);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t(factor ? 'form.editTitle' : 'form.createTitle')}</DialogTitle>
        <DialogDescription>{t('form.description')}</DialogDescription>
      </DialogHeader>
      <FactorFormFields
        values={values}
        errors={errors}
        options={options.data}
        onChange={onChange}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label={t('form.saving')} className="text-current" /> : null}
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Create (no `factor`) or edit a factor: every §3 field, §9 defaults, §5 rules, loadOptionsError. */
export function FactorFormDialog({
  open,
  onOpenChange,
  ...props
}: Omit<FormProps, 'onDone'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('actions.close')}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
        <FactorForm {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
