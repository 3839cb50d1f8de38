import * as React from 'react';
import type { ToasterProps, toast as sonnerToast, Toaster as SonnerToaster } from 'sonner';

// sonner is loaded at the first toast, never before: no page's load (nor its largest paint) waits for it.
type Sonner = { toast: typeof sonnerToast; Toaster: typeof SonnerToaster };
let sonner: Promise<Sonner> | undefined;
const wanted = new Set<() => void>();
const loadSonner = () => {
  if (!sonner) {
    sonner = import('sonner');
    wanted.forEach((render) => render());
  }
  return sonner;
};
const isWanted = () => sonner !== undefined;
const onWanted = (render: () => void) => {
  wanted.add(render);
  return () => wanted.delete(render);
};

// a toast is given to sonner once its toaster listens (one made before would be lost)
let listening: () => void = () => {};
const toasterListens = new Promise<void>((resolve) => (listening = resolve));
function Listening() {
  React.useEffect(() => listening(), []);
  return null;
}

const LazySonner = React.lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

type AppToasterProps = Omit<ToasterProps, 'theme'> & {
  /** The resolved app theme; 'system' lets sonner follow the OS. */
  theme: 'light' | 'dark' | 'system';
};

/** Sonner's toaster styled with the kit's tokens. Call `toast()` from this module to show one. */
function Toaster({ theme, duration = 3000, ...props }: AppToasterProps) {
  const shown = React.useSyncExternalStore(onWanted, isWanted, () => false);
  if (!shown) return null;
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
      <Listening />
    </React.Suspense>
  );
}

type Toast = Sonner['toast'];
type Message = Parameters<Toast>[0];
type Data = Parameters<Toast>[1];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading';

/** Sonner, once its toaster listens. */
const ready = () => loadSonner().then((m) => toasterListens.then(() => m.toast));

/** Like sonner's `toast`: shows the toast as soon as sonner is loaded (at once after the first). */
function show(message: Message, data?: Data): void {
  void ready().then((t) => t(message, data));
}
const kind =
  (k: Kind) =>
  (message: Message, data?: Data): void => {
    void ready().then((t) => t[k](message, data));
  };

const toast = Object.assign(show, {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
  message: kind('message'),
  loading: kind('loading'),
  dismiss: (id?: string | number): void => {
    void ready().then((t) => t.dismiss(id));
  },
});

export { Toaster, toast, type AppToasterProps as ToasterProps };
