import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { CopyButton } from '@iot/ui/copy-button';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { errorMessage, serverMessage } from '../../../lib/error-message';
import { useUpdateOrganization } from '../api/organizations';
import { RoleBadge } from './role-badge';
import { canSaveOrgName, validateOrgName } from './org-settings-rules';
import { limits } from '@iot/api-client/limits';

/** The organization's name (trimmed, non-empty, Save only when changed), its slug and the caller's role. */
export function OrgSettingsForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation(['org-settings', 'common']);
  const update = useUpdateOrganization();
  const [name, setName] = useState(organization.name);
  const [shown, setShown] = useState(organization.name);
  const [error, setError] = useState<string | null>(null);
  if (organization.name !== shown) {
    setShown(organization.name);
    setName(organization.name);
  }
  const changed = canSaveOrgName(name, organization.name);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || update.isPending) return;
    const invalid = validateOrgName(name);
    if (invalid) {
      setError(t(invalid));
      return;
    }
    setError(null);
    update.mutate(
      { slug: organization.slug, data: { name: name.trim() } },
      {
        onSuccess: () => toast.success(t('basic.updateSuccess')),
        onError: (err) => {
          setError(serverMessage(err) ?? t('basic.updateError'));
          toast.error(errorMessage(err, t('basic.updateError')));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="org-name">{t('basic.name')}</Label>
        <div className="flex gap-2">
          <Input
            id="org-name"
            value={name}
            maxLength={limits.OrganizationUpdate.name.maxLength}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'org-name-error' : undefined}
          />
          <Button type="submit" disabled={!changed || update.isPending} className="shrink-0">
            {update.isPending ? (
              <Spinner label={t('basic.saving')} className="text-current" />
            ) : null}
            {t('basic.save')}
          </Button>
        </div>
        {error ? (
          <p id="org-name-error" role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
        <dt className="text-muted-foreground">{t('basic.slug')}</dt>
        <dd className="flex items-center gap-1 font-mono">
          {organization.slug}
          <CopyButton
            value={organization.slug}
            label={t('common:actions.copy')}
            copiedLabel={t('common:actions.copied')}
            onCopied={() => toast.success(t('common:copySuccess'))}
            onCopyError={() => toast.error(t('common:copyFailed'))}
          />
        </dd>
        <dt className="text-muted-foreground">{t('basic.role')}</dt>
        <dd>
          <RoleBadge role={organization.access_config.role} />
        </dd>
      </dl>
    </form>
  );
}
