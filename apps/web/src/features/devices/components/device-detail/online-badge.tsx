import { useTranslation } from 'react-i18next';
import { Badge } from '@iot/ui/badge';

/** The online / offline badges read 在线 / 离线 in both languages: the product fixes them in Chinese. */
export function OnlineBadge({ online }: { online: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant={online ? 'online' : 'offline'}>
      {online ? t('status.online') : t('status.offline')}
    </Badge>
  );
}
