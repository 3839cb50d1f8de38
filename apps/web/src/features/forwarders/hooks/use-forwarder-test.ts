import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForwarderTestResult } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '@/lib/error-message';

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
      else toast.error(next.error ? `${t('testError')}: ${next.error}` : t('testError'));
    } catch (error) {
      toast.error(errorMessage(error, t('testError')));
    }
  };
  return { result, run, clear: () => setResult(null) };
}
