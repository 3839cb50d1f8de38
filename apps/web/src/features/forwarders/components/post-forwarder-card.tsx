import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@iot/api-client/errors';
import type { PostForwarder } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { CopyButton } from '@iot/ui/copy-button';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { orNull, validatePostTest } from '../utils/forwarder-rules';
import { TestResult } from './test-result';
import { useForwarderTest } from '../hooks/use-forwarder-test';
import { usePostForwarderCalls } from '../api/forwarders';
import { limits } from '@iot/api-client/limits';

/** HTTP POST forwarder: url (save, test — urlRequired — with the delivery result), secret key with copy and reset. */
export function PostForwarderCard({ forwarder }: { forwarder: PostForwarder }) {
  const { t } = useTranslation(['forwarders', 'common']);
  const { save, reset, test } = usePostForwarderCalls();
  const tester = useForwarderTest();
  const [url, setUrl] = useState(forwarder.url ?? '');
  const [error, setError] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);

  const onSave = () => {
    if (save.isPending) return;
    setError(null);
    save.mutate(
      { data: { url: orNull(url) } },
      {
        onSuccess: () => {
          toast.success(t('saveSuccess'));
        },
        onError: (err) => {
          setError(isApiError(err) ? (err.fieldError('url') ?? null) : null);
          toast.error(errorMessage(err, t('common:saveFailed')));
        },
      },
    );
  };

  const onTest = () => {
    if (test.isPending) return;
    const invalid = validatePostTest(url);
    setError(invalid ? t(invalid) : null);
    if (invalid) return;
    void tester.run(() => test.mutateAsync({ data: { url: url.trim() } }));
  };

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
        <div className="flex flex-col gap-2">
          <Label htmlFor="post-url">{t('post.url')}</Label>
          <Input
            id="post-url"
            maxLength={limits.PostForwarderUpdate.url.maxLength}
            type="url"
            value={url}
            placeholder="https://example.com/hooks/iot"
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'post-url-error' : undefined}
          />
          {error ? (
            <p id="post-url-error" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </div>
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
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? (
              <Spinner label={t('actions.saving')} className="text-current" />
            ) : null}
            {t('actions.save')}
          </Button>
          <Button variant="outline" onClick={onTest} disabled={test.isPending}>
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
