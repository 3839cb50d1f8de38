import type { ComponentProps } from 'react';

/** The product mark: a leaf over a sensor dot. Decorative (the system name is always next to it or in the page). */
export function Logo(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path
        d="M16 6c-5 4-7 8-7 12a7 7 0 0 0 14 0c0-4-2-8-7-12z"
        className="fill-primary-foreground"
      />
      <circle cx="16" cy="19" r="3" className="fill-primary" />
    </svg>
  );
}
