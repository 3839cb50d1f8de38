import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@iot/api-client/errors';
import type { MongodbForwarder } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '../../../lib/error-message';
import { orNull, validateMongodbTest } from '../utils/forwarder-rules';
import { TestResult } from './test-result';
import { useForwarderTest } from '../hooks/use-forwarder-test';
import { useMongodbForwarderCalls } from '../api/forwarders';
import { limits } from '@iot/api-client/limits';

/** MongoDB forwarder: uri and collection (save, test — mongodbFieldsRequired — with the driver's result). */
export function MongodbForwarderCard({ forwarder }: { forwarder: MongodbForwarder }) {
  const { t } = useTranslation(['forwarders', 'common']);
  const { save, test } = useMongodbForwarderCalls();
  const tester = useForwarderTest();
  const [uri, setUri] = useState(forwarder.uri ?? '');
  const [collection, setCollection] = useState(forwarder.collection ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSave = () => {
    if (save.isPending) return;
    setError(null);
    save.mutate(
      { data: { uri: orNull(uri), collection: orNull(collection) } },
      {
        onSuccess: () => {
          toast.success(t('saveSuccess'));
        },
        onError: (err) => {
          const field = isApiError(err)
            ? (err.fieldError('uri') ?? err.fieldError('collection'))
            : undefined;
          setError(field ?? null);
          toast.error(errorMessage(err, t('common:saveFailed')));
        },
      },
    );
  };

  const onTest = () => {
    if (test.isPending) return;
    const invalid = validateMongodbTest(uri, collection);
    setError(invalid ? t(invalid) : null);
    if (invalid) return;
    void tester.run(() =>
      test.mutateAsync({ data: { uri: uri.trim(), collection: collection.trim() } }),
    );
  };

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': 'mongodb-error' } : {};

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mongodb.title')}</CardTitle>
        <CardDescription>{t('mongodb.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="mongodb-uri">{t('mongodb.uri')}</Label>
          <Input
            id="mongodb-uri"
            maxLength={limits.MongodbForwarderUpdate.uri.maxLength}
            value={uri}
            autoComplete="off"
            placeholder="mongodb://user:password@db.example.com:27017/farm"
            onChange={(e) => setUri(e.target.value)}
            {...invalid}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="mongodb-collection">{t('mongodb.collection')}</Label>
          <Input
            id="mongodb-collection"
            maxLength={limits.MongodbForwarderUpdate.collection.maxLength}
            value={collection}
            autoComplete="off"
            placeholder="sensor_data"
            onChange={(e) => setCollection(e.target.value)}
            {...invalid}
          />
        </div>
        {error ? (
          <p id="mongodb-error" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
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
    </Card>
  );
}
