import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '@iot/ui/date-time-picker';
import { Field } from '@iot/ui/form';
import { calendarLocale } from '@/lib/calendar-locale';
import { presetRange, toLocalInput, type Preset } from '../utils/presets';
import type { TaskForm } from '../utils/task-form';
import { RangePresets } from './range-presets';

/** The export's time range: a preset (today, this week, …) fills both ends; each end has its own picker. */
export function TaskRangeFields({ form }: { form: TaskForm }) {
  const { t } = useTranslation('downloads');
  const applyPreset = (preset: Preset) => {
    const range = presetRange(preset);
    form.setValue('start', toLocalInput(range.start));
    form.setValue('end', toLocalInput(range.end));
  };

  return (
    <>
      <RangePresets onPick={applyPreset} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['start', 'end'] as const).map((name) => (
          <Field key={name} control={form.control} name={name} label={t(`create.${name}`)}>
            {(field) => (
              <DateTimePicker
                aria-label={t(`create.${name}`)}
                value={field.value ? new Date(field.value) : undefined}
                onChange={(date) => field.onChange(toLocalInput(date))}
                locale={calendarLocale()}
                placeholder={t('create.pickTime')}
                labels={{
                  hour: t('create.hour'),
                  minute: t('create.minute'),
                  done: t('create.done'),
                }}
              />
            )}
          </Field>
        ))}
      </div>
    </>
  );
}
