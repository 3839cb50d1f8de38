import { useTranslation } from 'react-i18next';
import type { Factor, FactorCreate } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useFactorCalls, useFactorOptions } from '../api/factors';
import {
  FACTOR_DEFAULTS,
  FACTOR_MESSAGES,
  factorFormSchema,
  valuesFromFactor,
  type FactorFormValues,
} from '../utils/factor-form';
import { FactorFormFields } from './factor-form-fields';

interface FormProps {
  projectId: string;
  deviceId: number;
  factor?: Factor;
}

/** The dialog's form: mounted each time the dialog opens, so it starts from the factor (or the defaults). */
function FactorForm({
  projectId,
  deviceId,
  factor,
  onOpenChange,
}: FormProps & { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['factors', 'common']);
  const form = useSchemaForm<FactorFormValues, FactorCreate>(factorFormSchema, {
    defaultValues: factor ? valuesFromFactor(factor) : FACTOR_DEFAULTS,
    messages: FACTOR_MESSAGES,
  });
  const options = useFactorOptions();
  const { create, update } = useFactorCalls(projectId, deviceId);

  const onSubmit = (data: FactorCreate) => {
    const done = {
      onSuccess: () => {
        toast.success(t(factor ? 'notification.updated' : 'notification.created'));
        onOpenChange(false);
      },
      onError: (error: Error) =>
        toast.error(errorMessage(error, t(factor ? 'updateFailed' : 'createFailed'))),
    };
    if (factor) update.mutate({ projectId, devicePk: deviceId, factorId: factor.id, data }, done);
    else create.mutate({ projectId, devicePk: deviceId, data }, done);
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(factor ? 'form.editTitle' : 'form.createTitle')}
      description={t('form.description')}
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('common:actions.save')}
      pending={create.isPending || update.isPending}
      className="sm:max-w-2xl"
    >
      <FactorFormFields control={form.control} options={options.data} />
    </FormDialog>
  );
}

/** Create (no `factor`) or edit a factor: every field, the defaults, the document's rules, loadOptionsError. */
export function FactorFormDialog({
  open,
  onOpenChange,
  ...props
}: FormProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return open ? <FactorForm {...props} onOpenChange={onOpenChange} /> : null;
}
