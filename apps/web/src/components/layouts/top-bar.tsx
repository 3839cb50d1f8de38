import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { paths } from '@/config/paths';
import { externalLinks } from './external-links';
import { Logo } from './logo';

/**
 * Logo and system name, the organization switcher, the project switcher (project pages), the official
 * site and API docs, the user menu — on one line from 360 px up. The switchers give way first (their names truncate,
 * the full name in their title); the system name shows from lg, the two links from md (icon only until xl) and in the
 * user menu below md; the user menu's trigger is an icon below sm.
 */
export function TopBar({
  organizationSwitcher,
  projectSwitcher,
  userMenu,
}: {
  organizationSwitcher: ReactNode;
  projectSwitcher?: ReactNode;
  userMenu: ReactNode;
}) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 border-b backdrop-blur">
      <div className="flex h-14 items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <Link
          to={paths.dashboard.getHref()}
          className="focus-visible:ring-ring mr-1 flex shrink-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px]"
        >
          <Logo className="size-7" />
          <span className="sr-only lg:not-sr-only">{t('common:appName')}</span>
        </Link>
        <nav aria-label={t('topBar.switchers')} className="flex min-w-0 flex-1 items-center gap-1">
          {organizationSwitcher}
          {projectSwitcher}
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          {externalLinks().map((link) => (
            <Button
              key={link.id}
              asChild
              variant="ghost"
              size="sm"
              className="hidden md:inline-flex"
            >
              <a href={link.href} target="_blank" rel="noreferrer" title={t(`topBar.${link.id}`)}>
                {link.icon}
                <span className="max-xl:sr-only">{t(`topBar.${link.id}`)}</span>
              </a>
            </Button>
          ))}
          {userMenu}
        </div>
      </div>
    </header>
  );
}
