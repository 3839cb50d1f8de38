import * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

type AppToasterProps = Omit<ToasterProps, 'theme'> & {
  /** The resolved app theme; 'system' lets sonner follow the OS. */
  theme: 'light' | 'dark' | 'system';
};

/** Sonner's toaster styled with the kit's tokens. Call `toast()` from 'sonner' to show one. */
function Toaster({ theme, duration = 3000, ...props }: AppToasterProps) {
  return (
    <Sonner
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
  );
}

export { Toaster, type AppToasterProps as ToasterProps };
export { toast } from 'sonner';
