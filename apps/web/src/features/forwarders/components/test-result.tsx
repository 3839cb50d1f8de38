import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import type { ForwarderTestResult } from '@iot/api-client/model';
import { Alert, AlertDescription, AlertTitle } from '@iot/ui/alert';
import { testFailureText } from '../utils/test-failure';

/** What a forwarder test reported: delivered or not, the receiver's status, time taken and why it failed, if it did. */
export function TestResult({ result }: { result: ForwarderTestResult }) {
  const { t } = useTranslation('forwarders');
  const error = testFailureText(result, t('result.unreachable'));
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
        {error ? <p className="break-all">{t('result.error', { error })}</p> : null}
      </AlertDescription>
    </Alert>
  );
}
