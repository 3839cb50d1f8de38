import { useTranslation } from 'react-i18next';
import { Badge } from '@iot/ui/badge';
import { roleBadge } from '../utils/organization-slug';

export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation('organizations');
  const badge = roleBadge(role);
  return (
    <Badge variant={badge === 'owner' ? 'default' : 'secondary'} className="shrink-0">
      {t(`roles.${badge}`)}
    </Badge>
  );
}
