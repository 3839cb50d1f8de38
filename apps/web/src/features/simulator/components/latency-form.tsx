import { useTranslation } from 'react-i18next';
import type { Latency } from '@iot/api-client/control/model';
import { Button } from '@iot/ui/button';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { SchemaForm, SubmitButton } from '@/components/schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { latencyFormSchema, type LatencyFormValues } from '../utils/forms';

/** Every request of the API waits between min and max ms: set it, or take it away. */
export function LatencyForm({
  latency,
  set,
  clear,
  pending,
}: {
  latency: Latency | null;
  set: (latency: Latency) => Promise<unknown>;
  clear: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation(['simulator', 'common']);
  const form = useSchemaForm<LatencyFormValues, Latency>(latencyFormSchema, {
    defaultValues: {
      min_ms: String(latency?.min_ms ?? 200),
      max_ms: String(latency?.max_ms ?? 800),
    },
  });
  const onSubmit = (value: Latency) =>
    void set(value).catch((error: unknown) => showSubmitError(form, error, t('failed')));
  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      pending={pending}
      className="flex flex-col gap-3"
      actions={
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={pending} pendingLabel={t('common:loading')} variant="outline">
            {t('latency.set')}
          </SubmitButton>
          <Button type="button" variant="outline" disabled={pending || !latency} onClick={clear}>
            {t('latency.clear')}
          </Button>
        </div>
      }
    >
      <p className="text-sm" data-testid="latency-state">
        {latency
          ? t('latency.active', { min: latency.min_ms, max: latency.max_ms })
          : t('latency.none')}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field control={form.control} name="min_ms" label={t('latency.min')}>
          {(field) => <Input type="number" inputMode="numeric" min={0} {...field} />}
        </Field>
        <Field control={form.control} name="max_ms" label={t('latency.max')}>
          {(field) => <Input type="number" inputMode="numeric" min={0} {...field} />}
        </Field>
      </div>
    </SchemaForm>
  );
}
