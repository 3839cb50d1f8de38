import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListFactors } from '@iot/api-client/hooks/factors';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../components/errors/query-state';

/** Device factors tab (issue 7 builds the full page). */
export function Component() {
  const { t } = useTranslation('factors');
  const { orgSlug = '', projectId = '', deviceId } = useParams();
  const id = Number(deviceId);
  const factors = useListFactors(projectId, id);
  return (
    <QueryState
      isPending={factors.isPending}
      error={factors.error}
      onRetry={() => void factors.refetch()}
      errorText={t('fetchError')}
    >
      <ul aria-label={t('title')} className="divide-y rounded-md border">
        {factors.data?.map((factor) => (
          <li key={factor.id} className="flex justify-between gap-2 p-3 text-sm">
            <Link
              className="hover:text-primary font-medium"
              to={paths.device.factorData.getHref(orgSlug, projectId, id, factor.id)}
            >
              {factor.name}
            </Link>
            <span className="text-muted-foreground">{factor.the_type_detail.name}</span>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
