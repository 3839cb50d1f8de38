import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostForwarder, PostForwarderUpdate } from '@iot/api-client/model';
import { testPostForwarderBody, updatePostForwarderBody } from '@iot/api-client/zod/forwarders';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { CopyButton } from '@iot/ui/copy-button';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SingleFieldForm } from '@/components/single-field-form';
import { SubmitButton } from '@/components/schema-form';
import { errorMessage } from '@/lib/error-message';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { asText, testBody } from '../utils/forwarder-form';
import { TestResult } from './test-result';
import { useForwarderTest } from '../hooks/use-forwarder-test';
import { usePostForwarderCalls } from '../api/forwarders';

/**
 * HTTP POST forwarder: the url (saved with the generated update body, tested with the test body: urlRequired) with the
 * delivery result; the secret key with copy and reset.
 */
export function PostForwarderCard({ forwarder }: { forwarder: PostForwarder }) {
  const { t } = useTranslation(['forwarders', 'common']);
  const { save, reset, test } = usePostForwarderCalls();
  const tester = useForwarderTest();
  const formId = useId();
  const [resetting, setResetting] = useState(false);
  const form = useSchemaForm(updatePostForwarderBody, {
    defaultValues: asText({ url: forwarder.url }),
    trim: ['url'],
    emptyAsNull: ['url'],
  });

  const onSave = (data: PostForwarderUpdate) =>
    save.mutate(
      { data },
      {
        onSuccess: () => {
          toast.success(t('saveSuccess'));
        },
        onError: (err) =>
          showSubmitError(form, err, t('common:saveFailed'), ['url'], { inline: false }),
      },
    );

  const onTest = form.handleSubmit((values) => {
    if (test.isPending) return;
    const data = testBody(form, testPostForwarderBody, values, t('urlRequired'), 'url');
    if (data) void tester.run(() => test.mutateAsync({ data }));
  });

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('post.resetSuccess'));
        setResetting(false);
      },
      onError: (err) => toast.error(errorMessage(err, t('common:operationFailed'))),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('post.title')}</CardTitle>
        <CardDescription>{t('post.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SingleFieldForm
          form={form}
          name="url"
          label={t('post.url')}
          onSubmit={onSave}
          pending={save.isPending}
          id={formId}
          className="flex flex-col gap-2"
          input={{
            type: 'url',
            maxLength: maxLengthOf(updatePostForwarderBody.shape.url),
            placeholder: 'https://example.com/hooks/iot',
          }}
        />
        <div className="flex flex-col gap-2">
          <span id="post-secret-label" className="text-sm font-medium">
            {t('post.secret')}
          </span>
          <div className="flex items-center gap-2">
            <code
              aria-labelledby="post-secret-label"
              className="bg-muted flex-1 rounded-md px-3 py-2 font-mono text-sm break-all"
            >
              {forwarder.secret_key}
            </code>
            <CopyButton
              value={forwarder.secret_key}
              label={t('post.copySecret')}
              copiedLabel={t('common:actions.copied')}
              onCopied={() => toast.success(t('common:copySuccess'))}
              onCopyError={() => toast.error(t('common:copyFailed'))}
            />
            <Button variant="outline" size="sm" onClick={() => setResetting(true)}>
              {t('post.reset')}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton form={formId} pending={save.isPending} pendingLabel={t('actions.saving')}>
            {t('actions.save')}
          </SubmitButton>
          <Button variant="outline" onClick={(e) => void onTest(e)} disabled={test.isPending}>
            {test.isPending ? <Spinner label={t('actions.testing')} /> : null}
            {t('actions.test')}
          </Button>
        </div>
        {tester.result ? <TestResult result={tester.result} /> : null}
      </CardContent>
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title={t('post.resetTitle')}
        description={t('post.resetDescription')}
        confirmLabel={t('post.reset')}
        pending={reset.isPending}
        onConfirm={onReset}
      />
    </Card>
  );
}
