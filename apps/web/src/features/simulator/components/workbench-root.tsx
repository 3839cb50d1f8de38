/**
 * The workbench's own React root, beside the console's (either document: the console or the login page): its
 * translations, the console's data cache (its changes refetch what the pages show) and the theme the document applies.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/react-query';
import { Workbench } from './workbench';

export function mountWorkbench(): void {
  const host = document.createElement('div');
  host.id = 'simulator-workbench';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Workbench />
          </Suspense>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
