import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForwarderTestResult } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '@/lib/error-message';
import { testFailureText } from '../utils/test-failure';

/** Runs a forwarder test and keeps its result; a failed call or a failed delivery shows the testError toast. */
export function useForwarderTest() {
  const { t } = useTranslation('forwarders');
  const [result, setResult] = useState<ForwarderTestResult | null>(null);
  const run = async (call: () => Promise<ForwarderTestResult>) => {
    setResult(null);
    try {
      const next = await call();
      setResult(next);
      if (next.ok) toast.success(t('result.ok'));
      else {
        const why = testFailureText(next, t('result.unreachable'));
        toast.error(why ? `${t('testError')}: ${why}` : t('testError'));
      }
    } catch (error) {
      toast.error(errorMessage(error, t('testError')));
    }
  };
  return { result, run, clear: () => setResult(null) };
}
