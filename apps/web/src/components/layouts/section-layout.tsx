import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../errors/page-spinner';

/**
 * A menu bar under the top bar and the page below it: the org layout (projects, all devices, organization settings)
 * and the project layout (back arrow with project name, overview, devices, data download, settings).
 */
export function SectionLayout({ menu, children }: { menu: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col">
      <div className="bg-muted/40 border-b px-4 py-2">{menu}</div>
      <main className="mx-auto w-full max-w-7xl flex-1 p-4 md:p-6">
        {children}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** A side menu and the page next to it: the account pages, organization settings and users. */
export function SideMenuLayout({ title, menu }: { title: string; menu: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:gap-6">
      <aside className="md:w-56 md:shrink-0">
        <h1 className="mb-3 text-lg font-semibold">{title}</h1>
        {menu}
      </aside>
      <section className="min-w-0 flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
