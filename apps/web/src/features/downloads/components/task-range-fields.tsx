import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { enUS, zhCN } from '@iot/ui/calendar';
import { DateTimePicker } from '@iot/ui/date-time-picker';
import { Field } from '@iot/ui/form';
import { currentLanguage } from '@/lib/i18n';
import { PRESETS, presetRange, toLocalInput, type Preset } from '../utils/presets';
import type { TaskForm } from '../utils/task-form';

/** The export's time range: a preset (last hour, day, …) fills both ends; each end has its own picker. */
export function TaskRangeFields({ form }: { form: TaskForm }) {
  const { t } = useTranslation('downloads');
  const applyPreset = (preset: Preset) => {
    const range = presetRange(preset);
    form.setValue('start', toLocalInput(range.start));
    form.setValue('end', toLocalInput(range.end));
  };

  return (
    <>
      <div role="group" aria-label={t('create.presets')} className="flex flex-wrap gap-1">
        {PRESETS.map((p) => (
          <Button key={p} type="button" variant="outline" size="sm" onClick={() => applyPreset(p)}>
            {t(`presets.${p}`)}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['start', 'end'] as const).map((name) => (
          <Field key={name} control={form.control} name={name} label={t(`create.${name}`)}>
            {(field) => (
              <DateTimePicker
                aria-label={t(`create.${name}`)}
                value={field.value ? new Date(field.value) : undefined}
                onChange={(date) => field.onChange(toLocalInput(date))}
                locale={currentLanguage() === 'zh' ? zhCN : enUS}
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
