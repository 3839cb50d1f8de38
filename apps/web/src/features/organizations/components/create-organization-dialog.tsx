import { useTranslation } from 'react-i18next';
import type { OrganizationCreate } from '@iot/api-client/model';
import { createOrganizationBody } from '@iot/api-client/zod/organizations';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateOrganization } from '../api/organizations';

const bounds = createOrganizationBody.shape;

/**
 * The document's `createOrganizationBody`: a slug of lowercase letters, digits and hyphens (every slug issue reads
 * 'Invalid organization identifier format'), a name (nameRequired). Both sent trimmed.
 */
export function CreateOrganizationDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (slug: string) => void;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  const create = useCreateOrganization();
  const form = useSchemaForm<OrganizationCreate, OrganizationCreate>(createOrganizationBody, {
    defaultValues: { slug: '', name: '' },
    trim: ['slug', 'name'],
    messages: {
      slug: 'organizations:create.invalidSlug',
      name: { required: 'organizations:create.nameRequired' },
    },
  });

  const onSubmit = (data: OrganizationCreate) => {
    create.mutate(
      { data },
      {
        onSuccess: (organization) => {
          toast.success(t('create.success'));
          form.reset();
          onOpenChange(false);
          onCreated(organization.slug);
        },
        onError: (err) => showSubmitError(form, err, t('create.error'), ['slug', 'name']),
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
      <Field
        control={form.control}
        name="slug"
        label={t('create.slug')}
        description={t('create.slugHint')}
      >
        {(field) => (
          <Input {...field} placeholder="demo-farm" maxLength={maxLengthOf(bounds.slug)} />
        )}
      </Field>
      <Field control={form.control} name="name" label={t('create.name')}>
        {(field) => <Input {...field} maxLength={maxLengthOf(bounds.name)} />}
      </Field>
    </FormDialog>
  );
}
