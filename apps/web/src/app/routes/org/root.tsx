import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { setChosenOrgSlug } from '@/lib/api';

/**
 * /org/{orgSlug}/…: the URL's organization becomes the chosen one, the X-Org-Slug of calls made outside its
 * pages. Its data is cached under its slug (lib/org-scope.ts): another organization's answers are never shown.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.orgSlug) setChosenOrgSlug(params.orgSlug);
  return null;
}

export function Component() {
  return <Outlet />;
}
