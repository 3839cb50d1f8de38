import { useTranslation } from 'react-i18next';
import type { FactorOptions, Choice } from '@iot/api-client/model';
import { Label } from '@iot/ui/label';
import { Switch } from '@iot/ui/switch';
import { Textarea } from '@iot/ui/textarea';
import {
  factorRanges,
  type FactorFormErrors,
  type FactorFormField,
  type FactorFormValues,
  type RangedField,
} from '../utils/factor-form';
import { SelectField, TextField, type ChoiceOption } from './form-field';
import { limits } from '@iot/api-client/limits';

const toOptions = (choices: Choice[] | undefined): ChoiceOption[] =>
  (choices ?? []).map(([value, label]) => ({ value: String(value), label: String(label) }));

/** Every §3 factor field; choices come from the options call. */
export function FactorFormFields({
  values,
  errors,
  options,
  onChange,
}: {
  values: FactorFormValues;
  errors: FactorFormErrors;
  options: FactorOptions | undefined;
  onChange: <K extends FactorFormField>(field: K, value: FactorFormValues[K]) => void;
}) {
  const { t } = useTranslation('factors');
  const err = (field: FactorFormField) =>
    errors[field]
      ? t(errors[field], { max: factorRanges[field as RangedField]?.maximum })
      : undefined;
  const text = (field: Exclude<FactorFormField, 'enabled'>, type: 'text' | 'number' = 'number') => (
    <TextField
      label={t(`form.fields.${field}`)}
      type={type}
      maxLength={field === 'read_command' ? limits.FactorCreate.read_command.maxLength : undefined}
      value={values[field]}
      error={err(field)}
      onChange={(v) => onChange(field, v)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('form.fields.name')}
        maxLength={limits.FactorCreate.name.maxLength}
        value={values.name}
        error={err('name')}
        onChange={(v) => onChange('name', v)}
      />
      <SelectField
        label={t('form.fields.the_type')}
        value={values.the_type}
        error={err('the_type')}
        placeholder={t('form.selectType')}
        options={toOptions(options?.factor_types).map((o) => ({
          ...o,
          label: `${o.label} (${o.value})`,
        }))}
        onChange={(v) => onChange('the_type', v)}
      />
      {text('unit')}
      <SelectField
        label={t('form.fields.modbus_type')}
        value={values.modbus_type}
        options={toOptions(options?.modbus_type_choices)}
        onChange={(v) => onChange('modbus_type', v)}
      />
      {text('address')}
      {text('data_index')}
      <SelectField
        label={t('form.fields.data_type')}
        value={values.data_type}
        options={toOptions(options?.data_type_choices)}
        onChange={(v) => onChange('data_type', v)}
      />
      <SelectField
        label={t('form.fields.data_endian')}
        value={values.data_endian}
        options={toOptions(options?.data_endian_choices)}
        onChange={(v) => onChange('data_endian', v)}
      />
      {text('data_factor')}
      {text('data_delta')}
      {text('decimals')}
      {text('read_command', 'text')}
      {text('min_value')}
      {text('max_value')}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="factor-info">{t('form.fields.info')}</Label>
        <Textarea
          id="factor-info"
          rows={2}
          maxLength={limits.FactorCreate.info.maxLength}
          value={values.info}
          onChange={(e) => onChange('info', e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="factor-remark">{t('form.fields.remark')}</Label>
        <Textarea
          id="factor-remark"
          rows={2}
          maxLength={limits.FactorCreate.remark.maxLength}
          value={values.remark}
          onChange={(e) => onChange('remark', e.target.value)}
        />
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id="factor-enabled"
          checked={values.enabled}
          onCheckedChange={(checked) => onChange('enabled', checked)}
        />
        <Label htmlFor="factor-enabled">{t('form.fields.enabled')}</Label>
      </div>
    </div>
  );
}
