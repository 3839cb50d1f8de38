import { lazy, Suspense } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { getChosenOrgSlug } from '@/lib/api';
import { isSignedIn } from '@/lib/session';
import { startQueries } from '@/lib/prefetch';
import { organizationsQuery } from '@/features/organizations/api/organizations';
import { AppShell } from '@/components/layouts/app-shell';
import { OrganizationSwitcher } from '@/features/organizations/components/organization-switcher';
import { UserMenu } from '@/features/auth/components/user-menu';
import { RouteError } from '@/components/errors/route-error';

// Only project pages show the project switcher: it loads with the first of them (keeps its menu out of org pages).
const ProjectSwitcher = lazy(() =>
  import('@/features/projects/components/project-switcher').then((m) => ({
    default: m.ProjectSwitcher,
  })),
);

/**
 * Routes that need a session redirect to /login/ without a stored access token,
 * asking it to come back to the page (lib/return-path.ts, loaded only then: it stays out of the signed-in first load).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!isSignedIn()) {
    const { returnPathOf } = await import('@/lib/return-path');
    throw redirect(paths.login.getHref(returnPathOf(request.url)));
  }
  startQueries(() => [organizationsQuery()], params);
  return null;
}

export function Component() {
  const { orgSlug, projectId } = useParams();
  return (
    <AppShell
      organizationSwitcher={
        <OrganizationSwitcher currentSlug={orgSlug ?? getChosenOrgSlug() ?? undefined} />
      }
      projectSwitcher={
        orgSlug && projectId ? (
          <Suspense fallback={null}>
            <ProjectSwitcher orgSlug={orgSlug} projectId={projectId} />
          </Suspense>
        ) : null
      }
      userMenu={<UserMenu />}
    />
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
