import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetDeviceLatestValues } from '@iot/api-client/hooks/devices';
import { useListFactors } from '@iot/api-client/hooks/factors';
import { Card, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';

/** Device overview tab: enabled factors with their latest values (issue 7 builds the full page). */
export function Component() {
  const { t } = useTranslation('devices');
  const { projectId = '', deviceId } = useParams();
  const id = Number(deviceId);
  const factors = useListFactors(projectId, id);
  const latest = useGetDeviceLatestValues(projectId, id);
  const enabled = factors.data?.filter((factor) => factor.enabled !== false) ?? [];
  return (
    <section aria-label={t('tabs.overview')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {enabled.map((factor) => {
        const value = latest.data?.find((v) => v.agri_id === factor.agri_id);
        return (
          <Card key={factor.id}>
            <CardHeader>
              <CardDescription>{factor.name}</CardDescription>
              <CardTitle className="text-2xl">
                {value ? `${value.value} ${factor.the_type_detail.unit ?? ''}` : '—'}
              </CardTitle>
            </CardHeader>
          </Card>
        );
      })}
    </section>
  );
}
