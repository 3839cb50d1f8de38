import * as React from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';

import { cn } from '../lib/utils';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { Button, type ButtonProps } from './button';

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'value'> & {
  /** The text written to the clipboard. */
  value: string;
  /** Accessible name before copying, e.g. t('common.copy'). */
  label: string;
  /** Accessible name while the check icon shows, e.g. t('common.copied'). */
  copiedLabel: string;
  /** Called after a successful copy (the app shows a toast). */
  onCopied?: (value: string) => void;
  /** Called when the clipboard refuses or is unavailable. */
  onCopyError?: (error: unknown) => void;
};

/** An icon button that copies `value` and shows a check icon for 1.5 s. */
function CopyButton({
  value,
  label,
  copiedLabel,
  onCopied,
  onCopyError,
  className,
  variant = 'ghost',
  size = 'icon-sm',
  ...props
}: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard({ onCopied, onCopyError });

  return (
    <Button
      data-slot="copy-button"
      data-copied={copied}
      variant={variant}
      size={size}
      aria-label={copied ? copiedLabel : label}
      title={copied ? copiedLabel : label}
      className={cn('relative', className)}
      onClick={() => {
        void copy(value);
      }}
      {...props}
    >
      {copied ? (
        <CheckIcon aria-hidden="true" data-icon="check" className="text-success" />
      ) : (
        <CopyIcon aria-hidden="true" data-icon="copy" />
      )}
      <span aria-live="polite" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </Button>
  );
}

export { CopyButton, type CopyButtonProps };
