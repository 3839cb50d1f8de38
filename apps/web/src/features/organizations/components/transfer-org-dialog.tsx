import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@iot/api-client/errors';
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
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { errorMessage, serverMessage } from '../../../lib/error-message';
import { useTransferOrganization } from '../api/organizations';
import { validateTransferOrg } from './org-settings-rules';
import { limits } from '@iot/api-client/limits';

type Errors = { new_owner?: string; confirm_slug?: string; form?: string };

/** Hands the organization to another member; the slug is typed to confirm (spec §5 "organization transfer: slug required"). */
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
  const [newOwner, setNewOwner] = useState('');
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const reset = () => {
    setNewOwner('');
    setTyped('');
    setErrors({});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const invalid = validateTransferOrg(newOwner, typed, slug);
    const next: Errors = {
      new_owner: invalid.new_owner && t(invalid.new_owner),
      confirm_slug: invalid.confirm_slug && t(invalid.confirm_slug),
    };
    setErrors(next);
    if (next.new_owner || next.confirm_slug) return;
    transfer.mutate(
      { slug, data: { new_owner: newOwner.trim(), confirm_slug: typed.trim() } },
      {
        onSuccess: () => {
          toast.success(t('transfer.success'));
          reset();
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors({
            new_owner: isApiError(error) ? error.fieldError('new_owner') : undefined,
            form: serverMessage(error) ?? t('transfer.error'),
          });
          toast.error(errorMessage(error, t('transfer.error')));
        },
      },
    );
  };

  const field = (id: string, error?: string) =>
    error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (transfer.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('transfer.title')}</DialogTitle>
          <DialogDescription>{t('transfer.description', { slug })}</DialogDescription>
        </DialogHeader>
        <form id="transfer-org" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="transfer-org-owner">{t('transfer.newOwner')}</Label>
            <Input
              id="transfer-org-owner"
              maxLength={limits.OrganizationTransfer.new_owner.maxLength}
              value={newOwner}
              autoComplete="off"
              onChange={(e) => setNewOwner(e.target.value)}
              {...field('transfer-org-owner', errors.new_owner)}
            />
            {errors.new_owner ? (
              <p id="transfer-org-owner-error" className="text-destructive text-sm">
                {errors.new_owner}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="transfer-org-slug">{t('transfer.confirmLabel')}</Label>
            <Input
              id="transfer-org-slug"
              maxLength={limits.OrganizationTransfer.confirm_slug.maxLength}
              value={typed}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
              {...field('transfer-org-slug', errors.confirm_slug)}
            />
            {errors.confirm_slug ? (
              <p id="transfer-org-slug-error" className="text-destructive text-sm">
                {errors.confirm_slug}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={transfer.isPending}
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            form="transfer-org"
            variant="destructive"
            disabled={transfer.isPending}
          >
            {transfer.isPending ? (
              <Spinner label={t('common:loading')} className="text-current" />
            ) : null}
            {t('transfer.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
