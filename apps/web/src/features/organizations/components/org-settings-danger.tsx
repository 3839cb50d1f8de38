import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../api/permissions';
import { DangerZoneAction } from './danger-zone-action';
import { DeleteOrgDialog } from './delete-org-dialog';
import { TransferOrgDialog } from './transfer-org-dialog';

/** The danger zone of the organization settings: transfer and delete, each behind its own confirmation. */
export function OrgSettingsDanger({ slug }: { slug: string }) {
  const { t } = useTranslation('org-settings');
  const [transferring, setTransferring] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const refused = usePermissions().reason('owner');
  return (
    <section
      aria-labelledby="org-danger-title"
      className="border-destructive/40 mt-10 flex max-w-xl flex-col gap-4 rounded-lg border p-4"
    >
      <h3 id="org-danger-title" className="text-destructive font-semibold">
        {t('danger.title')}
      </h3>
      <DangerZoneAction
        label={t('danger.transfer')}
        description={t('danger.transferDescription')}
        refused={refused}
        onClick={() => setTransferring(true)}
      />
      <DangerZoneAction
        label={t('danger.delete')}
        description={t('danger.deleteDescription')}
        refused={refused}
        destructive
        onClick={() => setDeleting(true)}
        className="border-t pt-4"
      />
      <TransferOrgDialog slug={slug} open={transferring} onOpenChange={setTransferring} />
      <DeleteOrgDialog slug={slug} open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}
