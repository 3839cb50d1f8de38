import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useDeleteOrganization } from '../api/organizations';
import { slugConfirmed } from './org-settings-rules';
import { limits } from '@iot/api-client/limits';

/** Deleting an organization asks for its slug; afterwards the user lands on /organizations (ADR 0127). */
export function DeleteOrgDialog({
  slug,
  open,
  onOpenChange,
}: {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('org-settings');
  const navigate = useNavigate();
  const remove = useDeleteOrganization();
  const [typed, setTyped] = useState('');
  const confirmed = slugConfirmed(typed, slug);

  const onConfirm = () => {
    if (!confirmed || remove.isPending) return;
    // the promise, not mutate's callbacks: the organization's pages may unmount this dialog before they would run
    void remove.mutateAsync({ slug }).then(
      () => {
        toast.success(t('delete.success'));
        onOpenChange(false);
        void navigate(paths.organizations.getHref());
      },
      (error: unknown) => toast.error(errorMessage(error, t('basic.deleteError'))),
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
      title={t('delete.title')}
      description={t('delete.description', { slug })}
      confirmLabel={t('delete.submit')}
      pending={remove.isPending}
      confirmDisabled={!confirmed}
      onConfirm={onConfirm}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="delete-org-slug">{t('delete.confirmLabel')}</Label>
        <Input
          id="delete-org-slug"
          maxLength={limits.OrganizationCreate.slug.maxLength}
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={typed && !confirmed ? true : undefined}
          aria-describedby={typed && !confirmed ? 'delete-org-slug-error' : undefined}
        />
        {typed && !confirmed ? (
          <p id="delete-org-slug-error" className="text-destructive text-sm">
            {t('delete.mismatch')}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
