import { useTranslation } from 'react-i18next';
import { StarIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { cn } from '@iot/ui/lib/utils';

/** The star on a project card: a toggle button (aria-pressed) named after the project. */
export function FavoriteToggle({
  name,
  favorite,
  pending,
  onToggle,
}: {
  name: string;
  favorite: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('projects');
  const label = favorite ? t('favorite.remove', { name }) : t('favorite.add', { name });
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      disabled={pending}
      onClick={onToggle}
      className="relative z-10"
    >
      <StarIcon
        aria-hidden="true"
        className={cn(favorite ? 'fill-warning text-warning' : 'text-muted-foreground')}
      />
    </Button>
  );
}
