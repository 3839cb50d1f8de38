import { redirect } from 'react-router';
import { PageSpinner } from '@/components/errors/page-spinner';
import { dashboardTarget } from '@/features/auth/utils/dashboard-target';

/** /dashboard: a redirect, no login required (docs/product.md#screens-and-routes); its loader decides where to. */
export const loader = async () => redirect(await dashboardTarget());

export function Component() {
  return <PageSpinner />;
}
