import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationTransfer } from '@iot/api-client/model';
import { transferOrganizationBody } from '@iot/api-client/zod/organizations';
import { Combobox } from '@iot/ui/combobox';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUsers } from '@/features/users/api/users';
import { useTransferOrganization } from '../api/organizations';

const bounds = transferOrganizationBody.shape;
const MISMATCH = 'org-settings:transfer.mismatch';

/**
 * Hands the organization to another member, chosen from the members (ADR 0142); the slug is typed to confirm, as the
 * owner cannot undo it. The body is the document's
 * `transferOrganizationBody`; that the typed slug is this organization's is the one refinement.
 */
export function TransferOrgDialog({
  slug,
  open,
  onOpenChange,
}: {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['org-settings', 'common']);
  const transfer = useTransferOrganization();
  const members = useUsers({});
  const candidates = (members.data ?? [])
    .filter((user) => user.role !== 'owner')
    .map((user) => ({
      value: user.username,
      label: user.nickname ? `${user.nickname} (${user.username})` : user.username,
    }));
  const schema = useMemo(
    () =>
      transferOrganizationBody.refine((v) => v.confirm_slug === slug, {
        path: ['confirm_slug'],
        params: { message: MISMATCH },
      }),
    [slug],
  );
  const form = useSchemaForm<OrganizationTransfer, OrganizationTransfer>(schema, {
    defaultValues: { new_owner: '', confirm_slug: '' },
    trim: ['new_owner', 'confirm_slug'],
    messages: {
      new_owner: { required: 'org-settings:transfer.newOwnerRequired' },
      confirm_slug: {
        required: 'org-settings:transfer.slugRequired',
        format: MISMATCH,
        tooShort: MISMATCH,
        tooLong: MISMATCH,
      },
    },
  });

  const onSubmit = (data: OrganizationTransfer) => {
    transfer.mutate(
      { slug, data },
      {
        onSuccess: () => {
          toast.success(t('transfer.success'));
          form.reset();
          onOpenChange(false);
        },
        onError: (err) => showSubmitError(form, err, t('transfer.error'), ['new_owner']),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('transfer.title')}
      description={t('transfer.description', { slug })}
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('transfer.submit')}
      destructive
      pending={transfer.isPending}
    >
      <Field control={form.control} name="new_owner" label={t('transfer.newOwner')}>
        {(field) => (
          <Combobox
            options={candidates}
            value={field.value}
            onValueChange={(username) => field.onChange(username ?? '')}
            placeholder={t('transfer.chooseOwner')}
            searchPlaceholder={t('transfer.searchMember')}
            emptyText={members.isPending ? t('common:loading') : t('transfer.noMember')}
          />
        )}
      </Field>
      <Field control={form.control} name="confirm_slug" label={t('transfer.confirmLabel')}>
        {(field) => (
          <Input {...field} autoComplete="off" maxLength={maxLengthOf(bounds.confirm_slug)} />
        )}
      </Field>
    </FormDialog>
  );
}
