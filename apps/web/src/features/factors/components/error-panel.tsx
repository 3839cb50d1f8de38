import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@iot/ui/alert';
import { Button } from '@iot/ui/button';

/** An error alert with an optional retry button (docs/product.md#screens-and-routes factor data page, #errors-and-messages). */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
      <AlertDescription>{message}</AlertDescription>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
