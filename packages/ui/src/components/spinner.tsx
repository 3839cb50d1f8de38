import * as React from 'react';
import { LoaderCircleIcon } from 'lucide-react';

import { cn } from '../lib/utils';

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Announced to screen readers, e.g. t('common.loading'). */
  label: string;
  /** Also show the label next to the icon. */
  showLabel?: boolean;
  iconClassName?: string;
};

function Spinner({ label, showLabel = false, className, iconClassName, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={label}
      data-slot="spinner"
      className={cn('text-muted-foreground inline-flex items-center gap-2', className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={cn('size-4 animate-spin', iconClassName)} />
      {showLabel ? <span className="text-sm">{label}</span> : null}
    </span>
  );
}

export { Spinner, type SpinnerProps };
