import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostForwarder, PostForwarderUpdate } from '@iot/api-client/model';
import { testPostForwarderBody, updatePostForwarderBody } from '@iot/api-client/zod/forwarders';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { toast } from '@iot/ui/sonner';
import { SingleFieldForm } from '@/components/single-field-form';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { asText, testBody } from '../utils/forwarder-form';
import { PostForwarderSecret } from './post-forwarder-secret';
import { ForwarderActions } from './forwarder-actions';
import { useForwarderTest } from '../hooks/use-forwarder-test';
import { usePostForwarderCalls } from '../api/forwarders';

/**
 * HTTP POST forwarder: the url (saved with the generated update body, tested with the test body: urlRequired) with the
 * delivery result; the secret key with copy and reset.
 */
export function PostForwarderCard({ forwarder }: { forwarder: PostForwarder }) {
  const { t } = useTranslation(['forwarders', 'common']);
  const { save, test } = usePostForwarderCalls();
  const tester = useForwarderTest();
  const formId = useId();
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
        <PostForwarderSecret secretKey={forwarder.secret_key} />
        <ForwarderActions
          formId={formId}
          saving={save.isPending}
          testing={test.isPending}
          onTest={onTest}
          result={tester.result}
        />
      </CardContent>
    </Card>
  );
}
