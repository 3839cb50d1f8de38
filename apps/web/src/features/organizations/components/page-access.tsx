import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { NoPermission } from './no-permission';
import { PageSpinner } from '@/components/errors/page-spinner';
import { useOrgSlug } from '@/lib/org-scope';
import type { Page } from '@/lib/permissions';
import { usePermissions } from '../api/permissions';

/** `children` when the member may open `page`, else the no-permission page (its URL opened directly). */
export function PageAccess({ page, children }: { page: Page; children: ReactNode }) {
  const permissions = usePermissions();
  const orgSlug = useOrgSlug();
  if (!permissions.known) return <PageSpinner />;
  const reason = permissions.pageReason(page);
  if (!reason) return children;
  if (!permissions.worded) return <PageSpinner />;
  return <NoPermission reason={reason} backHref={paths.org.root.getHref(orgSlug)} />;
}
