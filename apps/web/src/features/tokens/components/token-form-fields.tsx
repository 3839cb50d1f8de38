import { useTranslation } from 'react-i18next';
import { createAccessTokenBody } from '@iot/api-client/zod/tokens';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { RadioGroup, RadioGroupItem } from '@iot/ui/radio-group';
import { maxLengthOf } from '@/lib/form-errors';
import { TOKEN_ROLES, type TokenForm, type TokenValues } from '../utils/token-rules';
import { TokenExpiryFields } from './token-expiry-fields';

/** The token form's fields: name, role (readonly or operator, each with what it allows) and expiry. */
export function TokenFormFields({ form }: { form: TokenForm }) {
  const { t } = useTranslation('tokens');

  return (
    <>
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
      <TokenExpiryFields form={form} />
    </>
  );
}
