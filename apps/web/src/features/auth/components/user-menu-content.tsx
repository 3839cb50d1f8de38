import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutDashboardIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@iot/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { externalLinks } from '@/components/layouts/external-links';
import { useSession } from '@/lib/session';
import { useLogout } from '../hooks/use-logout';
import type { LazyMenuProps } from '@/components/overlays/lazy-menu';
import { LanguageSubmenu } from './language-submenu';
import { ThemeSubmenu } from './theme-submenu';

/** The user menu's content, loaded on first use (user-menu.tsx) to keep it out of the first page's bundle. */
export default function UserMenuContent({ trigger, defaultOpen }: LazyMenuProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();
  const username = user?.username ?? '';
  const displayName = user?.nickname || username;

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate" title={displayName}>
            {displayName}
          </span>
          <span
            className="text-muted-foreground truncate text-xs font-normal"
            title={t('userMenu.account', { username })}
          >
            {t('userMenu.account', { username })}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.dashboard.getHref())}>
          <LayoutDashboardIcon aria-hidden="true" />
          {t('userMenu.dashboard')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.account.root.getHref())}>
          <SettingsIcon aria-hidden="true" />
          {t('userMenu.settings')}
        </DropdownMenuItem>
        <ThemeSubmenu />
        <LanguageSubmenu />
        {/* the top bar shows these two from md up; below it they are here */}
        <DropdownMenuGroup className="md:hidden">
          <DropdownMenuSeparator />
          {externalLinks().map((link) => (
            <DropdownMenuItem key={link.id} asChild>
              <a href={link.href} target="_blank" rel="noreferrer">
                {link.icon}
                {t(`topBar.${link.id}`)}
              </a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOutIcon aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
