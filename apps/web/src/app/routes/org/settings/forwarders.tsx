import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMongodbForwarder, useGetPostForwarder } from '@iot/api-client/hooks/forwarders';
import { toast } from '@iot/ui/sonner';
import { PageHeader } from '../../../../components/layouts/page-header';
import { QueryState } from '../../../../components/errors/query-state';
import { errorMessage } from '../../../../lib/error-message';
import { MongodbForwarderCard } from '../../../../features/forwarders/components/mongodb-forwarder-card';
import { PostForwarderCard } from '../../../../features/forwarders/components/post-forwarder-card';

/** /org/{orgSlug}/settings/forwarders: HTTP POST and MongoDB forwarding (spec §2, §5, §8). */
export function Component() {
  const { t } = useTranslation('forwarders');
  const post = useGetPostForwarder();
  const mongodb = useGetMongodbForwarder();
  const error = post.error ?? mongodb.error;

  useEffect(() => {
    if (error) toast.error(errorMessage(error, t('fetchError')));
  }, [error, t]);

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
