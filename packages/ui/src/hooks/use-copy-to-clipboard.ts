import * as React from 'react';

type UseCopyToClipboardOptions = {
  /** How long `copied` stays true after a successful copy, in milliseconds. */
  resetAfterMs?: number;
  onCopied?: (text: string) => void;
  onCopyError?: (error: unknown) => void;
};

/** Copies text with the async Clipboard API and reports success for a short while. */
function useCopyToClipboard({
  resetAfterMs = 1500,
  onCopied,
  onCopyError,
}: UseCopyToClipboardOptions = {}) {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  React.useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = React.useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard?.writeText) {
          throw new Error('Clipboard API is not available');
        }
        await navigator.clipboard.writeText(text);
      } catch (error) {
        setCopied(false);
        onCopyError?.(error);
        return false;
      }
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), resetAfterMs);
      onCopied?.(text);
      return true;
    },
    [onCopied, onCopyError, resetAfterMs],
  );

  return { copied, copy };
}

export { useCopyToClipboard, type UseCopyToClipboardOptions };
