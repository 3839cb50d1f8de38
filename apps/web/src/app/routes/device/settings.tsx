import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetDevice } from '@iot/api-client/hooks/devices';

/** Device settings tab (issue 7 builds the full page). */
export function Component() {
  const { t } = useTranslation('devices');
  const { projectId = '', deviceId } = useParams();
  const device = useGetDevice(projectId, Number(deviceId));
  return (
    <section aria-label={t('tabs.settings')}>
      <dl className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
        <dt className="text-muted-foreground">{t('fields.deviceId')}</dt>
        <dd className="font-mono">{device.data?.device_id}</dd>
        <dt className="text-muted-foreground">{t('fields.name')}</dt>
        <dd>{device.data?.device_name}</dd>
      </dl>
    </section>
  );
}
