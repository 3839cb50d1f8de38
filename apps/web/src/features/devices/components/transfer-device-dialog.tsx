import { useTranslation } from 'react-i18next';
import type { Device, TargetOrgRequest } from '@iot/api-client/model';
import { transferDeviceToOrgBody } from '@iot/api-client/zod/devices';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { FormDialog } from '@/components/form-dialog';
import { useSchemaForm } from '@/lib/use-schema-form';
import { deviceLabel } from '../utils/device-scope';
import { maxLengthOf } from '@/lib/form-errors';

/** Device transfer: the target organization's slug is required (enterOrgSlug) and has the document's form. */
export function TransferDeviceDialog({
  device,
  pending,
  onTransfer,
  onClose,
}: {
  device: Device;
  pending: boolean;
  onTransfer: (slug: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const form = useSchemaForm<TargetOrgRequest, TargetOrgRequest>(transferDeviceToOrgBody, {
    defaultValues: { target_org_slug: '' },
    trim: ['target_org_slug'],
    messages: { target_org_slug: { required: 'devices:enterOrgSlug' } },
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('transfer.title')}
      description={t('transfer.description', { name: deviceLabel(device) })}
      form={form}
      onSubmit={async ({ target_org_slug }) => {
        if (await onTransfer(target_org_slug)) onClose();
      }}
      submitLabel={t('transfer.submit')}
      pending={pending}
    >
      <Field control={form.control} name="target_org_slug" label={t('transfer.slug')}>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            maxLength={maxLengthOf(transferDeviceToOrgBody.shape.target_org_slug)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
