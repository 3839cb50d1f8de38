import { useTranslation } from 'react-i18next';
import type { AccountUpdate } from '@iot/api-client/model';
import { updateAccountBody } from '@iot/api-client/zod/account';
import { toast } from '@iot/ui/sonner';
import { SingleFieldForm } from '@/components/single-field-form';
import { fieldMessage } from '@/lib/error-message';
import { maxLengthOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';

type Editable = 'nickname' | 'email';
/** One field of the generated `updateAccountBody` each: its length, the email's format. */
const SCHEMAS = {
  nickname: updateAccountBody.pick({ nickname: true }),
  email: updateAccountBody.pick({ email: true }),
};

/**
 * One editable profile value with its own Save, enabled only when the value changed and nothing is saving; sent trimmed,
 * empty as null. Give it `key={initial}` so a saved (or reloaded) value becomes its new starting point.
 */
export function ProfileField({
  name,
  label,
  type = 'text',
  autoComplete,
  initial,
  saving,
  onSave,
}: {
  name: Editable;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  initial: string;
  saving: boolean;
  onSave: (data: AccountUpdate) => Promise<unknown>;
}) {
  const { t } = useTranslation(['account', 'common']);
  const schema = SCHEMAS[name] as typeof SCHEMAS.nickname;
  const form = useSchemaForm<Record<string, string>, AccountUpdate>(schema, {
    defaultValues: { [name]: initial },
    trim: [name],
    emptyAsNull: [name],
  });
  const changed = (form.watch(name) ?? '').trim() !== initial;

  const onSubmit = (data: AccountUpdate) => {
    if (!changed) return;
    onSave(data).catch((error: unknown) => {
      const message = fieldMessage(error, name, t('common:errors.fieldRejected'));
      if (message) form.setError(name, { message });
      toast.error(t('profile.updateError'));
    });
  };

  return (
    <SingleFieldForm
      form={form}
      name={name}
      label={label}
      onSubmit={onSubmit}
      pending={saving}
      className="flex flex-col gap-2"
      submit={{
        label: t('common:actions.save'),
        pendingLabel: t('profile.saving'),
        disabled: !changed,
      }}
      input={{ type, autoComplete, maxLength: maxLengthOf(schema.shape[name as never]) }}
    />
  );
}
