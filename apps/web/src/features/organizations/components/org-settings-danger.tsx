import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { usePermissions } from '../api/permissions';
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{t('danger.transfer')}</p>
          <p className="text-muted-foreground text-sm">{t('danger.transferDescription')}</p>
        </div>
        <DisabledReason reason={refused}>
          <Button variant="outline" onClick={() => setTransferring(true)}>
            {t('danger.transfer')}
          </Button>
        </DisabledReason>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{t('danger.delete')}</p>
          <p className="text-muted-foreground text-sm">{t('danger.deleteDescription')}</p>
        </div>
        <DisabledReason reason={refused}>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            {t('danger.delete')}
          </Button>
        </DisabledReason>
      </div>
      <TransferOrgDialog slug={slug} open={transferring} onOpenChange={setTransferring} />
      <DeleteOrgDialog slug={slug} open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}
