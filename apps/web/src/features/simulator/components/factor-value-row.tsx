import { useTranslation } from 'react-i18next';
import type { FactorValue, FactorValueChange } from '@iot/api-client/control/model';
import { Button } from '@iot/ui/button';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { NativeSelect } from '@iot/ui/native-select';
import { SchemaForm, SubmitButton } from '@/components/schema-form';
import { formatTime } from '@/lib/format-time';
import { useSchemaForm } from '@/lib/use-schema-form';
import { factorValueFormSchema, VALUE_DURATIONS, type FactorValueFormValues } from '../utils/forms';

/** One factor's row: its name, the calls that change its value, and the value last set. */
interface FactorValueProps {
  name: string;
  calls: FactorValueCalls;
  last: FactorValue | undefined;
}

export interface FactorValueCalls {
  set: (change: FactorValueChange) => Promise<FactorValue>;
  clear: () => Promise<FactorValue>;
  pending: boolean;
}

/** What the factor reads since the workbench last changed it. */
function Reading({ value }: { value: FactorValue | undefined }) {
  const { t } = useTranslation('simulator');
  const text =
    value?.value === null || value === undefined
      ? t('device.simulated')
      : value.until
        ? t('device.readsUntil', { value: value.value, time: formatTime(value.until) })
        : t('device.reads', { value: value.value });
  return (
    <span className="text-muted-foreground text-xs" role="status">
      {text}
    </span>
  );
}

/** Back to the simulated values, and what the factor reads now. */
function BackToSimulation({ name, calls, last }: FactorValueProps) {
  const { t } = useTranslation('simulator');
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        disabled={calls.pending}
        aria-label={t('device.clearFor', { name })}
        onClick={() => void calls.clear().catch(() => undefined)}
      >
        {t('device.clear')}
      </Button>
      <Reading value={last} />
    </>
  );
}

/** A numeric factor: a value for good or for a while (a spike), and back to the simulated values. */
export function SensorValueForm({ name, calls, last }: FactorValueProps) {
  const { t } = useTranslation(['simulator', 'common']);
  const form = useSchemaForm<FactorValueFormValues, FactorValueChange>(factorValueFormSchema, {
    defaultValues: { value: '', seconds: '' },
  });
  // a refusal shows under the card (FactorValuesCard), like the switches'
  const onSubmit = (change: FactorValueChange) => void calls.set(change).catch(() => undefined);
  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      pending={calls.pending}
      className="flex flex-col gap-2"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <SubmitButton
            pending={calls.pending}
            pendingLabel={t('common:loading')}
            aria-label={t('device.setFor', { name })}
          >
            {t('device.set')}
          </SubmitButton>
          <BackToSimulation name={name} calls={calls} last={last} />
        </div>
      }
    >
      <div className="grid grid-cols-2 gap-2">
        <Field control={form.control} name="value" label={t('device.value')}>
          {(field) => <Input type="number" inputMode="decimal" step="any" {...field} />}
        </Field>
        <Field control={form.control} name="seconds" label={t('device.duration')}>
          {(field) => (
            <NativeSelect {...field}>
              {VALUE_DURATIONS.map((d) => (
                <option key={d.key} value={d.seconds}>
                  {t(`device.durations.${d.key}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
    </SchemaForm>
  );
}

/** A switch turned from the device's side (on or off until the next command), or back to the simulation. */
export function SwitchValueButtons({ name, calls, last }: FactorValueProps) {
  const { t } = useTranslation('simulator');
  const turn = (value: 0 | 1) => void calls.set({ value }).catch(() => undefined);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={t('device.turnFor', { name })} className="flex gap-2">
        <Button variant="outline" disabled={calls.pending} onClick={() => turn(1)}>
          {t('device.turnOn')}
        </Button>
        <Button variant="outline" disabled={calls.pending} onClick={() => turn(0)}>
          {t('device.turnOff')}
        </Button>
      </div>
      <BackToSimulation name={name} calls={calls} last={last} />
    </div>
  );
}
