import { useTranslation } from 'react-i18next';
import { Building2Icon, ChevronsUpDownIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { LazyMenu, lazyMenu } from '@/components/overlays/lazy-menu';
import { useOrganizations } from '../hooks/use-organizations';

const menu = lazyMenu(() => import('./organization-switcher-menu'));

/**
 * The organizations with role badges and 'create organization'; choosing one goes to /org/{slug}/. The menu
 * (organization-switcher-menu.tsx) loads on first use.
 */
export function OrganizationSwitcher({ currentSlug }: { currentSlug?: string }) {
  const { t } = useTranslation(['organizations', 'common']);
  const { data: organizations } = useOrganizations();
  const current = organizations?.find((org) => org.slug === currentSlug);

  const name = current?.name ?? t('switcher.placeholder');
  // gives way first when the top bar is narrow: the name truncates (in full in the title), the icons stay
  const trigger = (
    <Button variant="ghost" size="sm" title={name} className="max-w-56 min-w-0 shrink lg:max-w-80">
      <Building2Icon aria-hidden="true" />
      <span className="truncate">{name}</span>
      <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
      <span className="sr-only">{t('switcher.label')}</span>
    </Button>
  );
  return <LazyMenu trigger={trigger} menu={menu} props={{ currentSlug }} />;
}
