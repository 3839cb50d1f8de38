import { PageSpinner } from '@/components/errors/page-spinner';
import { useDashboardRedirect } from '@/features/auth/hooks/use-dashboard-redirect';

/** /dashboard: a redirect page, no login required (docs/product.md#screens-and-routes). */
export function Component() {
  useDashboardRedirect();
  return <PageSpinner />;
}
