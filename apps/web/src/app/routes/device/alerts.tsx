import { useTranslation } from 'react-i18next';
import { BellIcon } from 'lucide-react';
import { EmptyState } from '@iot/ui/empty-state';

/** Device alerts tab: the one placeholder the product has (alerts, coming soon). */
export function Component() {
  const { t } = useTranslation('devices');
  return (
    <EmptyState
      icon={<BellIcon />}
      title={t('alerts.title')}
      description={t('alerts.comingSoon')}
    />
  );
}
