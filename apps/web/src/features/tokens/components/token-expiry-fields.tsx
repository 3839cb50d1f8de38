import { useTranslation } from 'react-i18next';
import { DatePicker } from '@iot/ui/date-picker';
import { Field } from '@iot/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@iot/ui/select';
import { calendarLocale } from '@/lib/calendar-locale';
import {
  EXPIRY_CHOICES,
  expiryDate,
  isBeforeToday,
  type ExpiryChoice,
  type TokenForm,
} from '../utils/token-rules';

/** The token's expiry: never or 30/60/90 days, the chosen day then adjustable (not before today). */
export function TokenExpiryFields({ form }: { form: TokenForm }) {
  const { t } = useTranslation('tokens');
  const date = form.watch('date');

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field control={form.control} name="choice" label={t('create.expiry')}>
        {(field, control) => (
          <Select
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              form.setValue('date', expiryDate(value as ExpiryChoice));
            }}
          >
            <SelectTrigger ref={field.ref} {...control} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {EXPIRY_CHOICES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`expiry.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      {date ? (
        <Field control={form.control} name="date" label={t('create.expiryDate')}>
          {(field) => (
            <DatePicker
              value={field.value ?? undefined}
              onChange={(value) => field.onChange(value ?? null)}
              locale={calendarLocale()}
              placeholder={t('create.pickDate')}
              dateFormat="yyyy-MM-dd"
              disabledDays={(day: Date) => isBeforeToday(day)}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
