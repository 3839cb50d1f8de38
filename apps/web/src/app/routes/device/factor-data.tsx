import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetFactorHistory } from '@iot/api-client/hooks/data';
import { useListFactors } from '@iot/api-client/hooks/factors';
import { PageHeader } from '../../../components/layouts/page-header';

/** Named route DeviceFactorData: a factor's history (issue 7 builds the chart, ranges and pager). */
export function Component() {
  const { t } = useTranslation('factors');
  const { projectId = '', deviceId, factorId } = useParams();
  const factors = useListFactors(projectId, Number(deviceId));
  const factor = factors.data?.find((f) => f.id === Number(factorId));
  const history = useGetFactorHistory(
    factor?.agri_id ?? '',
    { page: 1, page_size: 1000 },
    { query: { enabled: Boolean(factor) } },
  );
  if (factors.data && !factor) {
    return (
      <p role="alert" className="text-destructive">
        {t('notExist')}
      </p>
    );
  }
  return (
    <section>
      <PageHeader level={2} title={factor?.name ?? ''} />
      <p className="text-muted-foreground text-sm">
        {t('history.count', { count: history.data?.count ?? 0 })}
      </p>
    </section>
  );
}
