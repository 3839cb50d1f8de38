import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { failureReason } from '@/lib/error-message';
import { PageSpinner } from './page-spinner';

/** Loading spinner, an error with retry, or the content. */
export function QueryState({
  isPending,
  error,
  onRetry,
  errorText,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  /** The page's own error text; why it failed, in the reader's language, under it. */
  errorText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending) return <PageSpinner />;
  if (error) {
    const reason = failureReason(error);
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-md border p-4">
        <p className="text-destructive font-medium">{errorText}</p>
        {reason ? <p className="text-muted-foreground text-sm">{reason}</p> : null}
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return <>{children}</>;
}
