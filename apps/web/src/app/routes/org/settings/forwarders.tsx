import { useTranslation } from 'react-i18next';
import { useGetMongodbForwarder, useGetPostForwarder } from '@iot/api-client/hooks/forwarders';
import { PageHeader } from '../../../../components/layouts/page-header';

/** /org/{orgSlug}/settings/forwarders (issue 6 builds the full page). */
export function Component() {
  const { t } = useTranslation('forwarders');
  const post = useGetPostForwarder();
  const mongodb = useGetMongodbForwarder();
  return (
    <>
      <PageHeader level={2} title={t('title')} />
      <dl className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
        <dt className="text-muted-foreground">{t('post.url')}</dt>
        <dd className="break-all">{post.data?.url ?? '—'}</dd>
        <dt className="text-muted-foreground">{t('mongodb.uri')}</dt>
        <dd className="break-all">{mongodb.data?.uri ?? '—'}</dd>
        <dt className="text-muted-foreground">{t('mongodb.collection')}</dt>
        <dd>{mongodb.data?.collection ?? '—'}</dd>
      </dl>
    </>
  );
}
