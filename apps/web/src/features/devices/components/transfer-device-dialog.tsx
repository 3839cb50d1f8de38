import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Input } from '@iot/ui/input';
import { Spinner } from '@iot/ui/spinner';
import { deviceLabel, validateTransferSlug } from '../utils/device-scope';
import { FormField, invalidProps } from './form-field';
import { limits } from '@iot/api-client/limits';

/** Spec §5 device transfer: the target organization's slug is required (enterOrgSlug). */
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
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateTransferSlug(slug);
    if (invalid) {
      setError(t(invalid));
      return;
    }
    setError(null);
    if (await onTransfer(slug.trim())) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('transfer.title')}</DialogTitle>
          <DialogDescription>
            {t('transfer.description', { name: deviceLabel(device) })}
          </DialogDescription>
        </DialogHeader>
        <form id="transfer-device" noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormField id="transfer-slug" label={t('transfer.slug')} error={error}>
            <Input
              id="transfer-slug"
              maxLength={limits.TargetOrgRequest.target_org_slug.maxLength}
              value={slug}
              autoComplete="off"
              onChange={(e) => setSlug(e.target.value)}
              {...invalidProps('transfer-slug', error)}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="transfer-device" disabled={pending}>
            {pending ? <Spinner label={t('common:loading')} className="text-current" /> : null}
            {t('transfer.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
