import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/layouts/page-header';
import { QueryState } from '../../components/errors/query-state';
import { useOrganizations } from '../../features/organizations/hooks/use-organizations';
import { RoleBadge } from '../../features/organizations/components/role-badge';

/** /organizations: where deleting an organization lands (spec §2); the signed-in user's organizations. */
export function Component() {
  const { t } = useTranslation('organizations');
  const organizations = useOrganizations();
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 p-4 md:p-6">
      <PageHeader title={t('list.title')} />
      <QueryState
        isPending={organizations.isPending}
        error={organizations.error}
        onRetry={() => void organizations.refetch()}
        errorText={t('notification.fetchError')}
      >
        {organizations.data?.length === 0 ? (
          <p className="text-muted-foreground">{t('list.empty')}</p>
        ) : null}
        <ul className="divide-y rounded-md border">
          {organizations.data?.map((org) => (
            <li key={org.slug} className="flex items-center justify-between gap-2 p-3">
              <Link
                className="hover:text-primary font-medium"
                to={paths.org.root.getHref(org.slug)}
              >
                {org.name}
              </Link>
              <RoleBadge role={org.access_config.role} />
            </li>
          ))}
        </ul>
      </QueryState>
    </main>
  );
}
