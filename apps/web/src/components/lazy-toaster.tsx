import { lazy, Suspense, useEffect, useState } from 'react';
import { useTheme } from '../lib/theme';

// sonner stays out of the first load: the toaster mounts once the page is idle (toasts only follow user actions or
// network answers, which come later).
const Toaster = lazy(() => import('@iot/ui/sonner').then((m) => ({ default: m.Toaster })));

/** The app's toasts, themed like the page. */
export function LazyToaster() {
  const { resolved } = useTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolved} duration={3000} position="top-center" richColors closeButton />
    </Suspense>
  );
}
