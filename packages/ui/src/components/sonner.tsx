import * as React from 'react';
import type { ToasterProps, toast as sonnerToast, Toaster as SonnerToaster } from 'sonner';

// sonner is loaded on first use (the toaster mounts or a toast is shown), so it stays out of every page's first load.
type Sonner = { toast: typeof sonnerToast; Toaster: typeof SonnerToaster };
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

const LazySonner = React.lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

type AppToasterProps = Omit<ToasterProps, 'theme'> & {
  /** The resolved app theme; 'system' lets sonner follow the OS. */
  theme: 'light' | 'dark' | 'system';
};

/** Sonner's toaster styled with the kit's tokens. Call `toast()` from this module to show one. */
function Toaster({ theme, duration = 3000, ...props }: AppToasterProps) {
  return (
    <React.Suspense fallback={null}>
      <LazySonner
        theme={theme}
        duration={duration}
        className="toaster group"
        style={
          {
            '--normal-bg': 'var(--popover)',
            '--normal-text': 'var(--popover-foreground)',
            '--normal-border': 'var(--border)',
          } as React.CSSProperties
        }
        {...props}
      />
    </React.Suspense>
  );
}

type Toast = Sonner['toast'];
type Message = Parameters<Toast>[0];
type Data = Parameters<Toast>[1];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading';

/** Like sonner's `toast`: shows the toast as soon as sonner is loaded (at once after the first). */
function show(message: Message, data?: Data): void {
  void loadSonner().then((m) => m.toast(message, data));
}
const kind =
  (k: Kind) =>
  (message: Message, data?: Data): void => {
    void loadSonner().then((m) => m.toast[k](message, data));
  };

const toast = Object.assign(show, {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
  message: kind('message'),
  loading: kind('loading'),
  dismiss: (id?: string | number): void => {
    void loadSonner().then((m) => m.toast.dismiss(id));
  },
});

export { Toaster, toast, type AppToasterProps as ToasterProps };
