import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/layouts/page-header';
import { useCurrentOrganization } from '../../../../features/organizations/hooks/use-organizations';

/** /org/{orgSlug}/settings/basic (issue 6 builds the full page). */
export function Component() {
  const { t } = useTranslation('organizations');
  const orgSlug = useParams().orgSlug ?? '';
  const organization = useCurrentOrganization(orgSlug);
  return (
    <>
      <PageHeader level={2} title={t('settings.menu.basic')} />
      <dl className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
        <dt className="text-muted-foreground">{t('settings.name')}</dt>
        <dd>{organization?.name}</dd>
        <dt className="text-muted-foreground">{t('settings.slug')}</dt>
        <dd className="font-mono">{orgSlug}</dd>
      </dl>
    </>
  );
}
