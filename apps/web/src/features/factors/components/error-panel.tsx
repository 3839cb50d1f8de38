import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@iot/ui/alert';
import { Button } from '@iot/ui/button';
import { failureReason } from '@/lib/error-message';

/**
 * An error alert with an optional retry button: the page's text, and under it why, in the reader's language
 * (lib/error-message.ts).
 */
export function ErrorPanel({
  message,
  error,
  onRetry,
}: {
  message: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('common');
  const reason = error === undefined ? undefined : failureReason(error);
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
      <AlertDescription>
        <p>{message}</p>
        {reason ? <p className="text-muted-foreground">{reason}</p> : null}
      </AlertDescription>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
