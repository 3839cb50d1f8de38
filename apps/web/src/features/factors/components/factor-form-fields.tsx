import { useTranslation } from 'react-i18next';
import type { Control, FieldPath } from 'react-hook-form';
import type { Choice, FactorCreate, FactorOptions } from '@iot/api-client/model';
import { createFactorBody } from '@iot/api-client/zod/factors';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { NativeSelect } from '@iot/ui/native-select';
import { Switch } from '@iot/ui/switch';
import { Textarea } from '@iot/ui/textarea';
import type { FactorFormValues } from '../utils/factor-form';
import { maxLengthOf } from '@/lib/form-errors';

type Name = FieldPath<FactorFormValues>;
type Props = { control: Control<FactorFormValues, unknown, FactorCreate> };

const textBounds = {
  name: maxLengthOf(createFactorBody.shape.name),
  read_command: maxLengthOf(createFactorBody.shape.read_command),
  info: maxLengthOf(createFactorBody.shape.info),
  remark: maxLengthOf(createFactorBody.shape.remark),
};

/** A text or number input of the factor form. */
function TextInput({
  control,
  name,
  type = 'number',
}: Props & { name: Name; type?: 'text' | 'number' }) {
  const { t } = useTranslation('factors');
  return (
    <Field control={control} name={name} label={t(`form.fields.${name}`)}>
      {(field) => (
        <Input
          {...field}
          value={String(field.value)}
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          maxLength={textBounds[name as keyof typeof textBounds]}
        />
      )}
    </Field>
  );
}

/** A choice of the options call (value as text). */
function ChoiceInput({
  control,
  name,
  choices,
  placeholder,
  withValue = false,
}: Props & {
  name: Name;
  choices: Choice[] | undefined;
  placeholder?: string;
  withValue?: boolean;
}) {
  const { t } = useTranslation('factors');
  return (
    <Field control={control} name={name} label={t(`form.fields.${name}`)}>
      {(field) => (
        <NativeSelect {...field} value={String(field.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {(choices ?? []).map(([value, label]) => (
            <option key={String(value)} value={String(value)}>
              {withValue ? `${label} (${value})` : String(label)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** Every factor field; choices come from the options call. */
export function FactorFormFields({
  control,
  options,
}: Props & { options: FactorOptions | undefined }) {
  const { t } = useTranslation('factors');
  const c = { control };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput {...c} name="name" type="text" />
      <ChoiceInput
        {...c}
        name="the_type"
        choices={options?.factor_types}
        placeholder={t('form.selectType')}
        withValue
      />
      <TextInput {...c} name="unit" />
      <ChoiceInput {...c} name="modbus_type" choices={options?.modbus_type_choices} />
      <TextInput {...c} name="address" />
      <TextInput {...c} name="data_index" />
      <ChoiceInput {...c} name="data_type" choices={options?.data_type_choices} />
      <ChoiceInput {...c} name="data_endian" choices={options?.data_endian_choices} />
      <TextInput {...c} name="data_factor" />
      <TextInput {...c} name="data_delta" />
      <TextInput {...c} name="decimals" />
      <TextInput {...c} name="read_command" type="text" />
      <TextInput {...c} name="min_value" />
      <TextInput {...c} name="max_value" />
      {(['info', 'remark'] as const).map((name) => (
        <Field
          key={name}
          control={control}
          name={name}
          label={t(`form.fields.${name}`)}
          className="sm:col-span-2"
        >
          {(field) => <Textarea {...field} rows={2} maxLength={textBounds[name]} />}
        </Field>
      ))}
      <Field
        control={control}
        name="enabled"
        label={t('form.fields.enabled')}
        className="flex flex-row-reverse items-center justify-end gap-2"
      >
        {(field) => (
          <Switch
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      </Field>
    </div>
  );
}
