import { useTranslation } from 'react-i18next';
import type { BlacklistCreate } from '@iot/api-client/model';
import { addToBlacklistBody } from '@iot/api-client/zod/users';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useBlacklistUser } from '../api/users';

const bounds = addToBlacklistBody.shape;

/** Bars a member from the organization: username required, reason optional (`addToBlacklistBody`). */
export function AddBlacklistDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const add = useBlacklistUser();
  const form = useSchemaForm<{ username: string; reason: string }, BlacklistCreate>(
    addToBlacklistBody,
    {
      defaultValues: { username: '', reason: '' },
      trim: ['username', 'reason'],
      emptyAsNull: ['reason'],
      messages: { username: { required: 'users:blacklist.usernameRequired' } },
    },
  );

  const onSubmit = (data: BlacklistCreate) => {
    add.mutate(
      { data },
      {
        onSuccess: () => {
          toast.success(t('blacklist.addSuccess'));
          onClose();
        },
        onError: (err) => showSubmitError(form, err, t('blacklist.addFailed'), ['username']),
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('blacklist.addTitle')}
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('blacklist.submit')}
      pending={add.isPending}
    >
      <Field control={form.control} name="username" label={t('blacklist.username')}>
        {(field) => (
          <Input {...field} autoComplete="off" maxLength={maxLengthOf(bounds.username)} />
        )}
      </Field>
      <Field control={form.control} name="reason" label={t('blacklist.reason')}>
        {(field) => <Input {...field} maxLength={maxLengthOf(bounds.reason)} />}
      </Field>
    </FormDialog>
  );
}
