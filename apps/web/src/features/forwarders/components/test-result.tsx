import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import type { ForwarderTestResult } from '@iot/api-client/model';
import { Alert, AlertDescription, AlertTitle } from '@iot/ui/alert';

/** What a forwarder test reported: delivered or not, the receiver's status, time taken and the error, if any. */
export function TestResult({ result }: { result: ForwarderTestResult }) {
  const { t } = useTranslation('forwarders');
  return (
    <Alert variant={result.ok ? 'success' : 'destructive'} role="status">
      {result.ok ? <CheckCircle2Icon aria-hidden="true" /> : <XCircleIcon aria-hidden="true" />}
      <AlertTitle>{result.ok ? t('result.ok') : t('result.failed')}</AlertTitle>
      <AlertDescription>
        <p className="flex flex-wrap gap-x-4">
          {result.status_code !== null ? (
            <span>{t('result.status', { status: result.status_code })}</span>
          ) : null}
          <span>{t('result.elapsed', { ms: result.elapsed_ms })}</span>
        </p>
        {result.error ? (
          <p className="break-all">{t('result.error', { error: result.error })}</p>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
