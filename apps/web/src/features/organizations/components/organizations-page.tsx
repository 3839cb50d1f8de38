import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BuildingIcon, ChevronRightIcon, PlusIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { EmptyState } from '@iot/ui/empty-state';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { useOrganizations } from '../hooks/use-organizations';
import { RoleBadge } from './role-badge';
import { CreateOrganizationDialog } from './create-organization-dialog';

/**
 * /organizations: where deleting an organization lands. The spec has no screen for it; it lists the signed-in
 * user's organizations with their role and offers to create one (docs/decisions/0126-organizations-page.md).
 */
export function OrganizationsPage() {
  const { t } = useTranslation('org-settings');
  const navigate = useNavigate();
  const organizations = useOrganizations();
  const [creating, setCreating] = useState(false);

  return (
    <main className="mx-auto w-full max-w-3xl flex-1 p-4 md:p-6">
      <PageHeader
        title={t('organizationsPage.title')}
        description={t('organizationsPage.description')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {t('organizationsPage.create')}
          </Button>
        }
      />
      <QueryState
        isPending={organizations.isPending}
        error={organizations.error}
        onRetry={() => void organizations.refetch()}
        errorText={t('organizationsPage.fetchError')}
      >
        {organizations.data?.length === 0 ? (
          <EmptyState
            icon={<BuildingIcon />}
            title={t('organizationsPage.empty')}
            description={t('organizationsPage.emptyDescription')}
            action={
              <Button variant="link" onClick={() => setCreating(true)}>
                {t('organizationsPage.create')}
              </Button>
            }
          />
        ) : (
          <ul className="divide-y rounded-md border">
            {organizations.data?.map((org) => (
              <li key={org.slug}>
                <Link
                  to={paths.org.root.getHref(org.slug)}
                  className="hover:bg-accent focus-visible:ring-ring flex items-center gap-3 p-4 outline-none focus-visible:ring-[3px]"
                >
                  <BuildingIcon aria-hidden="true" className="text-muted-foreground size-5" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span title={org.name} className="font-medium break-words sm:truncate">
                      {org.name}
                    </span>
                    <span className="text-muted-foreground truncate font-mono text-xs">
                      {t('organizationsPage.slug', { slug: org.slug })}
                    </span>
                  </span>
                  <RoleBadge role={org.access_config.role} />
                  <ChevronRightIcon aria-hidden="true" className="text-muted-foreground size-4" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <CreateOrganizationDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(slug) => void navigate(paths.org.root.getHref(slug))}
      />
    </main>
  );
}
