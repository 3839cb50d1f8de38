import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpenIcon, GlobeIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { paths } from '../../config/paths';
import { runtimeConfig } from '../../lib/runtime-config';
import { Logo } from './logo';

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
      <div className="flex h-14 items-center gap-2 px-4">
        <Link
          to={paths.dashboard.getHref()}
          className="mr-2 flex shrink-0 items-center gap-2 font-semibold"
        >
          <Logo className="size-7" />
          <span className="hidden sm:inline">{t('common:appName')}</span>
        </Link>
        <nav aria-label={t('topBar.switchers')} className="flex min-w-0 items-center gap-1">
          {organizationSwitcher}
          {projectSwitcher}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
            <a href={runtimeConfig().officialSiteUrl} target="_blank" rel="noreferrer">
              <GlobeIcon aria-hidden="true" />
              {t('topBar.officialSite')}
            </a>
          </Button>
          <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
            <a href={runtimeConfig().apiDocsUrl} target="_blank" rel="noreferrer">
              <BookOpenIcon aria-hidden="true" />
              {t('topBar.apiDocs')}
            </a>
          </Button>
          {userMenu}
        </div>
      </div>
    </header>
  );
}
