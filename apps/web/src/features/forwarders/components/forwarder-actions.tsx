import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForwarderTestResult } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Spinner } from '@iot/ui/spinner';
import { SubmitButton } from '@/components/schema-form';
import { TestResult } from './test-result';

/** A forwarder card's save (submits the card's form) and test buttons, then the last test's result. */
export function ForwarderActions({
  formId,
  saving,
  testing,
  onTest,
  result,
}: {
  formId: string;
  saving: boolean;
  testing: boolean;
  onTest: (event: MouseEvent<HTMLButtonElement>) => Promise<void>;
  result: ForwarderTestResult | null;
}) {
  const { t } = useTranslation('forwarders');
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <SubmitButton form={formId} pending={saving} pendingLabel={t('actions.saving')}>
          {t('actions.save')}
        </SubmitButton>
        <Button variant="outline" onClick={(e) => void onTest(e)} disabled={testing}>
          {testing ? <Spinner label={t('actions.testing')} /> : null}
          {t('actions.test')}
        </Button>
      </div>
      {result ? <TestResult result={result} /> : null}
    </>
  );
}
