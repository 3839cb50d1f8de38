import { useTranslation } from 'react-i18next';
import type { FaultInput } from '@iot/api-client/control/model';
import { operations } from '@iot/api-client/operations';
import { Combobox } from '@iot/ui/combobox';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { NativeSelect } from '@iot/ui/native-select';
import { SchemaForm } from '@/components/schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { UseFormReturn } from 'react-hook-form';
import {
  FAULT_DEFAULTS,
  FAULT_KINDS,
  faultFormSchema,
  faultStatuses,
  type FaultFormValues,
} from '../utils/forms';

const OPERATION_OPTIONS = Object.entries(operations).map(([id, op]) => ({
  value: id,
  label: id,
  keywords: [`${op.method} ${op.path}`, op.tag],
}));

/** A fault for one operation of the API: an error status it may answer, a delay, or a lost connection; for a count of requests or until cleared. */
export function FaultForm({
  inject,
  pending,
}: {
  inject: (fault: FaultInput) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation(['simulator', 'common']);
  const form = useSchemaForm<FaultFormValues, FaultInput>(faultFormSchema, {
    defaultValues: FAULT_DEFAULTS,
  });
  const onSubmit = (fault: FaultInput) =>
    void inject(fault).then(
      () => form.reset({ ...form.getValues(), count: '' }),
      (error: unknown) => showSubmitError(form, error, t('failed')),
    );
  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      pending={pending}
      className="flex flex-col gap-3"
      submit={{ label: t('faults.inject'), pendingLabel: t('common:loading') }}
    >
      <OperationField form={form} />
      <FaultKindFields form={form} />
      <Field
        control={form.control}
        name="count"
        label={t('faults.count')}
        description={t('faults.countHint')}
      >
        {(field) => <Input type="number" inputMode="numeric" min={1} {...field} />}
      </Field>
    </SchemaForm>
  );
}

type FaultFormApi = UseFormReturn<FaultFormValues, unknown, FaultInput>;

/** The operation the fault is for, found by its id, method and path, or its tag. */
function OperationField({ form }: { form: FaultFormApi }) {
  const { t } = useTranslation('simulator');
  const chosen = operations[form.watch('operationId') as keyof typeof operations];
  return (
    <Field
      control={form.control}
      name="operationId"
      label={t('faults.operation')}
      description={chosen ? `${chosen.method} ${chosen.path}` : undefined}
    >
      {(field, control) => (
        <Combobox
          {...control}
          options={OPERATION_OPTIONS}
          value={field.value}
          onValueChange={(value) => field.onChange(value ?? '')}
          placeholder={t('faults.chooseOperation')}
          searchPlaceholder={t('faults.searchOperation')}
          emptyText={t('faults.noOperation')}
        />
      )}
    </Field>
  );
}

/** What the operation does instead: an error status among those it may answer, a delay, or a lost connection. */
function FaultKindFields({ form }: { form: FaultFormApi }) {
  const { t } = useTranslation('simulator');
  const [operationId, kind] = form.watch(['operationId', 'kind']);
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field control={form.control} name="kind" label={t('faults.kind')}>
        {(field) => (
          <NativeSelect {...field}>
            {FAULT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`faults.kinds.${k}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {kind === 'status' ? (
        <Field control={form.control} name="status" label={t('faults.status')}>
          {(field) => (
            <NativeSelect {...field}>
              {faultStatuses(operationId).map((status) => (
                <option key={status} value={String(status)}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      ) : null}
      {kind === 'delay' ? (
        <Field control={form.control} name="delay_ms" label={t('faults.delayMs')}>
          {(field) => <Input type="number" inputMode="numeric" min={0} {...field} />}
        </Field>
      ) : null}
    </div>
  );
}
