import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Device, TargetOrgRequest } from '@iot/api-client/model';
import { transferDeviceToOrgBody } from '@iot/api-client/zod/devices';
import { FormDialog } from '@/components/form-dialog';
import { TargetOrganizationField } from '@/components/organization-picker';
import { useOrgSlug } from '@/lib/org-scope';
import { useSchemaForm } from '@/lib/use-schema-form';
import { organizationsQuery } from '@/features/organizations/api/organizations';
import { deviceLabel } from '../utils/device-scope';

/**
 * Device transfer: the target is one of the user's other organizations where they are owner or manager (ADR 0142);
 * required (enterOrgSlug), and the document's form of a slug.
 */
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
  const organizations = useQuery(organizationsQuery());
  const orgSlug = useOrgSlug();
  const form = useSchemaForm<TargetOrgRequest, TargetOrgRequest>(transferDeviceToOrgBody, {
    defaultValues: { target_org_slug: '' },
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
      <TargetOrganizationField
        control={form.control}
        label={t('transfer.slug')}
        organizations={organizations.data ?? []}
        loading={organizations.isPending}
        currentSlug={orgSlug}
      />
    </FormDialog>
  );
}
