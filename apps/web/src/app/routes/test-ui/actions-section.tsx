import { Badge } from '@iot/ui/badge';
import { Skeleton } from '@iot/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { ButtonsDemo } from './buttons-demo';
import { StatusDemo } from './status-demo';
import { DemoSection } from './demo-section';

const badgeVariants = [
  'default',
  'secondary',
  'outline',
  'success',
  'warning',
  'destructive',
  'online',
  'offline',
] as const;

export function ActionsSection() {
  const { t } = useTranslation('test-ui');

  return (
    <DemoSection title={t('sections.actions')} className="flex flex-col gap-5">
      <ButtonsDemo />
      <div className="flex flex-wrap gap-2">
        {badgeVariants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {t(`badges.${variant}`)}
          </Badge>
        ))}
      </div>
      <StatusDemo />
      <div className="flex flex-col gap-2" aria-label={t('status.skeleton')} role="group">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-16 w-full" />
      </div>
    </DemoSection>
  );
}
