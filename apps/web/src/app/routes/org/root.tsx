import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { getChosenOrgSlug, setChosenOrgSlug } from '../../../lib/api';
import { resetOrgScopedQueries } from '../../../lib/react-query';

/**
 * /org/{orgSlug}/…: the URL's organization becomes the X-Org-Slug of later calls (spec §1); switching organization
 * drops every organization-scoped answer (spec §4 "selecting an organization resets the project list").
 */
export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.orgSlug ?? null;
  if (slug && slug !== getChosenOrgSlug()) {
    setChosenOrgSlug(slug);
    resetOrgScopedQueries();
  }
  return null;
}

export function Component() {
  return <Outlet />;
}
