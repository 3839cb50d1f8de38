import { useId, useState } from 'react';
import { enUS, zhCN } from '@iot/ui/calendar';
import { DatePicker } from '@iot/ui/date-picker';
import { DateRangePicker, type DateRange } from '@iot/ui/date-range-picker';
import { Label } from '@iot/ui/label';
import { useTranslation } from 'react-i18next';
import { DemoSection } from './demo-section';

export function DatesSection() {
  const { t, i18n } = useTranslation('test-ui');
  const id = useId();
  const locale = i18n.language.startsWith('en') ? enUS : zhCN;
  const [date, setDate] = useState<Date | undefined>();
  const [range, setRange] = useState<DateRange | undefined>();
  const format = (value: Date) => value.toLocaleDateString(locale.code);

  return (
    <DemoSection title={t('sections.dates')} className="grid gap-5 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>{t('dates.single')}</Label>
        <DatePicker
          id={`${id}-date`}
          value={date}
          onChange={setDate}
          locale={locale}
          placeholder={t('dates.singlePlaceholder')}
        />
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {date ? t('dates.chosen', { value: format(date) }) : t('dates.none')}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-range`}>{t('dates.range')}</Label>
        <DateRangePicker
          id={`${id}-range`}
          value={range}
          onChange={setRange}
          locale={locale}
          placeholder={t('dates.rangePlaceholder')}
        />
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {range?.from
            ? t('dates.chosen', {
                value: [range.from, range.to]
                  .filter((d): d is Date => !!d)
                  .map(format)
                  .join(' – '),
              })
            : t('dates.none')}
        </p>
      </div>
    </DemoSection>
  );
}
