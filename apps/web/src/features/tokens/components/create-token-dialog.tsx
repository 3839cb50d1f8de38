import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessToken, AccessTokenCreate } from '@iot/api-client/model';
import { createAccessTokenBody } from '@iot/api-client/zod/tokens';
import { enUS, zhCN } from '@iot/ui/calendar';
import { DatePicker } from '@iot/ui/date-picker';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { RadioGroup, RadioGroupItem } from '@iot/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@iot/ui/select';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateToken } from '../api/tokens';
import {
  EXPIRY_CHOICES,
  TOKEN_ROLES,
  expiryDate,
  isBeforeToday,
  newTokenValues,
  tokenFormSchema,
  type ExpiryChoice,
  type TokenValues,
} from '../utils/token-rules';

/** docs/product.md#form-rules token create: name (trimmed, name_required), role readonly/operator, expiry never/30/60/90 days. */
export function CreateTokenDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (token: AccessToken) => void;
}) {
  const { t } = useTranslation(['tokens', 'common']);
  const create = useCreateToken();
  const schema = useMemo(() => tokenFormSchema(), []);
  const form = useSchemaForm<TokenValues, AccessTokenCreate>(schema, {
    defaultValues: newTokenValues(),
    trim: ['name'],
    messages: { name: { required: 'tokens:name_required' } },
  });
  const date = form.watch('date');

  const onSubmit = (data: AccessTokenCreate) => {
    create.mutate(
      { data },
      {
        onSuccess: (token) => {
          toast.success(t('createSuccess'));
          form.reset(newTokenValues());
          onOpenChange(false);
          onCreated(token);
        },
        onError: (err) => showSubmitError(form, err, t('createError')),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.title')}
      description={t('create.description')}
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('create.submit')}
      pending={create.isPending}
    >
      <Field control={form.control} name="name" label={t('create.name')}>
        {(field) => <Input {...field} maxLength={maxLengthOf(createAccessTokenBody.shape.name)} />}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('create.role')}</legend>
        <RadioGroup
          value={form.watch('access_config.role')}
          onValueChange={(value) =>
            form.setValue('access_config.role', value as TokenValues['access_config']['role'])
          }
        >
          {TOKEN_ROLES.map((value) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem id={`token-role-${value}`} value={value} />
              <Label htmlFor={`token-role-${value}`} className="font-normal">
                {t(`roles.${value}`)}
                <span className="text-muted-foreground">· {t(`roleHints.${value}`)}</span>
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
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
                locale={currentLanguage() === 'zh' ? zhCN : enUS}
                placeholder={t('create.pickDate')}
                dateFormat="yyyy-MM-dd"
                disabledDays={(day: Date) => isBeforeToday(day)}
              />
            )}
          </Field>
        ) : null}
      </div>
    </FormDialog>
  );
}
