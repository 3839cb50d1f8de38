import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/errors/page-spinner';
import { RouteError } from '@/components/errors/route-error';

export function Component() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
