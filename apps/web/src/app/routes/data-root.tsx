import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/react-query';
import { PageSpinner } from '@/components/errors/page-spinner';

/** The data cache for every page that calls the API (everything but /login and the not-found page). */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}
