import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { MongodbForwarderCard } from './mongodb-forwarder-card';
import { PostForwarderCard } from './post-forwarder-card';
import { useMongodbForwarder, usePostForwarder } from '../api/forwarders';

/** /org/{orgSlug}/settings/forwarders: HTTP POST and MongoDB forwarding. */
export function ForwardersPage() {
  const { t } = useTranslation('forwarders');
  const post = usePostForwarder();
  const mongodb = useMongodbForwarder();
  const error = post.error ?? mongodb.error;

  return (
    <>
      <PageHeader level={2} title={t('title')} description={t('description')} />
      <QueryState
        isPending={post.isPending || mongodb.isPending}
        error={error}
        onRetry={() => {
          void post.refetch();
          void mongodb.refetch();
        }}
        errorText={t('fetchError')}
      >
        <div className="grid max-w-3xl gap-6">
          {post.data ? <PostForwarderCard forwarder={post.data} /> : null}
          {mongodb.data ? <MongodbForwarderCard forwarder={mongodb.data} /> : null}
        </div>
      </QueryState>
    </>
  );
}
