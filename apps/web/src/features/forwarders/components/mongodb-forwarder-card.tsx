import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MongodbForwarder, MongodbForwarderUpdate } from '@iot/api-client/model';
import {
  testMongodbForwarderBody,
  updateMongodbForwarderBody,
} from '@iot/api-client/zod/forwarders';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { Input } from '@iot/ui/input';
import { Field } from '@iot/ui/form';
import { toast } from '@iot/ui/sonner';
import { SchemaForm } from '@/components/schema-form';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { asText, testBody } from '../utils/forwarder-form';
import { ForwarderActions } from './forwarder-actions';
import { useForwarderTest } from '../hooks/use-forwarder-test';
import { useMongodbForwarderCalls } from '../api/forwarders';

/**
 * MongoDB forwarder: uri and collection, saved with the generated update body and tested with the test body
 * (mongodbFieldsRequired), with the driver's result.
 */
export function MongodbForwarderCard({ forwarder }: { forwarder: MongodbForwarder }) {
  const { t } = useTranslation(['forwarders', 'common']);
  const { save, test } = useMongodbForwarderCalls();
  const tester = useForwarderTest();
  const formId = useId();
  const form = useSchemaForm(updateMongodbForwarderBody, {
    defaultValues: asText({ uri: forwarder.uri, collection: forwarder.collection }),
    trim: ['uri', 'collection'],
    emptyAsNull: ['uri', 'collection'],
  });

  const onSave = (data: MongodbForwarderUpdate) =>
    save.mutate(
      { data },
      {
        onSuccess: () => {
          toast.success(t('saveSuccess'));
        },
        onError: (err) =>
          showSubmitError(form, err, t('common:saveFailed'), ['uri', 'collection'], {
            inline: false,
          }),
      },
    );

  const onTest = form.handleSubmit((values) => {
    if (test.isPending) return;
    const data = testBody(form, testMongodbForwarderBody, values, t('mongodbFieldsRequired'));
    if (data) void tester.run(() => test.mutateAsync({ data }));
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mongodb.title')}</CardTitle>
        <CardDescription>{t('mongodb.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SchemaForm
          form={form}
          onSubmit={onSave}
          pending={save.isPending}
          id={formId}
          className="flex flex-col gap-4"
        >
          <Field control={form.control} name="uri" label={t('mongodb.uri')}>
            {(field) => (
              <Input
                {...field}
                maxLength={maxLengthOf(updateMongodbForwarderBody.shape.uri)}
                autoComplete="off"
                placeholder="mongodb://user:password@db.example.com:27017/farm"
              />
            )}
          </Field>
          <Field control={form.control} name="collection" label={t('mongodb.collection')}>
            {(field) => (
              <Input
                {...field}
                maxLength={maxLengthOf(updateMongodbForwarderBody.shape.collection)}
                autoComplete="off"
                placeholder="sensor_data"
              />
            )}
          </Field>
        </SchemaForm>
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
