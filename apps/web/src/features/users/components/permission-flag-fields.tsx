import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { Checkbox } from '@iot/ui/checkbox';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Field } from '@iot/ui/form';
import { usePermissions } from '@/features/organizations/api/permissions';
import { PERMISSION_FLAGS, type UserValues } from '../utils/user-rules';

/** The four permission flags, a checkbox each; a flag the member does not hold cannot be handed out (and says why). */
export function PermissionFlagFields({
  control,
}: {
  control: Control<UserValues, unknown, unknown>;
}) {
  const { t } = useTranslation('users');
  const { holds } = usePermissions();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('form.permissions')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PERMISSION_FLAGS.map((flag) => (
          <Field
            key={flag}
            control={control}
            name={`permissions.${flag}`}
            label={t(`permissions.${flag}`)}
            className="flex flex-row-reverse items-center justify-end gap-2 [&_label]:font-normal"
          >
            {(field) => (
              <DisabledReason
                reason={
                  holds(flag)
                    ? undefined
                    : t('form.flagNotHeld', { flag: t(`permissions.${flag}`) })
                }
              >
                <Checkbox
                  name={field.name}
                  ref={field.ref}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              </DisabledReason>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
