import { useTranslation } from 'react-i18next';
import { Badge } from '@iot/ui/badge';

/** docs/product.md#overview: the online / offline badges are fixed Chinese texts (在线 / 离线) in both languages. */
export function OnlineBadge({ online }: { online: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant={online ? 'online' : 'offline'}>
      {online ? t('status.online') : t('status.offline')}
    </Badge>
  );
}
