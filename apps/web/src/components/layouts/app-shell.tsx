import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Suspense } from 'react';
import { PageSpinner } from '../errors/page-spinner';
import { TopBar } from './top-bar';
import { Footer } from './footer';

/**
 * The signed-in frame: top bar, the page, the footer. The switchers and the user menu are features;
 * app/routes/app/root.tsx passes them in.
 */
export function AppShell({
  organizationSwitcher,
  projectSwitcher,
  userMenu,
}: {
  organizationSwitcher: ReactNode;
  projectSwitcher?: ReactNode;
  userMenu: ReactNode;
}) {
  return (
    <div className="bg-background text-foreground flex min-h-screen flex-col">
      <TopBar
        organizationSwitcher={organizationSwitcher}
        projectSwitcher={projectSwitcher}
        userMenu={userMenu}
      />
      <div className="flex flex-1 flex-col">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
    </div>
  );
}
