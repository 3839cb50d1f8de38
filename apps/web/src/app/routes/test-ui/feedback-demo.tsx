import { Alert, AlertAction, AlertDescription, AlertTitle } from '@iot/ui/alert';
import { Button } from '@iot/ui/button';
import { EmptyState } from '@iot/ui/empty-state';
import { toast } from '@iot/ui/sonner';
import { CircleAlertIcon, InfoIcon, ServerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a list shows instead of rows: an empty state with its action, an error with retry, a note. */
export function FeedbackDemo() {
  const { t } = useTranslation('test-ui');

  return (
    <>
      <EmptyState
        icon={<ServerIcon />}
        title={t('data.emptyTitle')}
        description={t('data.emptyDescription')}
        action={
          <Button onClick={() => toast(t('data.emptyAction'))}>{t('data.emptyAction')}</Button>
        }
      />
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('data.errorTitle')}</AlertTitle>
        <AlertDescription>{t('data.errorDescription')}</AlertDescription>
        <AlertAction>
          <Button size="sm" variant="outline" onClick={() => toast(t('data.retry'))}>
            {t('data.retry')}
          </Button>
        </AlertAction>
      </Alert>
      <Alert>
        <InfoIcon aria-hidden="true" />
        <AlertTitle>{t('data.infoTitle')}</AlertTitle>
        <AlertDescription>{t('data.infoDescription')}</AlertDescription>
      </Alert>
    </>
  );
}
