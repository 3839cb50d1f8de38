import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessToken, AccessTokenCreate } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateToken } from '../api/tokens';
import { newTokenValues, tokenFormSchema, type TokenValues } from '../utils/token-rules';
import { TokenFormFields } from './token-form-fields';

/** Name (trimmed, name_required), role readonly/operator, expiry never/30/60/90 days. */
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
      <TokenFormFields form={form} />
    </FormDialog>
  );
}
