import { useTranslation } from 'react-i18next';
import { UserIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { LazyMenu, lazyMenu } from '@/components/overlays/lazy-menu';
import { useSession } from '@/lib/session';

const menu = lazyMenu(() => import('./user-menu-content'));

/**
 * Nickname or username, 'account: username', dashboard, settings, theme, language, logout. The menu
 * (user-menu-content.tsx) loads on first use.
 */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const { user } = useSession();
  const displayName = user?.nickname || user?.username || '';

  const trigger = (
    <Button variant="ghost" size="sm" title={displayName} className="max-w-48 max-sm:px-2">
      <UserIcon aria-hidden="true" />
      {/* an icon below sm: the name stays in the button's accessible name and title */}
      <span className="truncate max-sm:sr-only">{displayName}</span>
      <span className="sr-only">{t('userMenu.label')}</span>
    </Button>
  );
  return <LazyMenu trigger={trigger} menu={menu} props={{}} />;
}
