import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon, PlusIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@iot/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useOrganizations } from '../hooks/use-organizations';
import { CreateOrganizationDialog } from './create-organization-dialog';
import { RoleBadge } from './role-badge';
import type { LazyMenuProps } from '@/components/overlays/lazy-menu';

/** The organization switcher's menu and its 'create organization' dialog, loaded on first use (organization-switcher.tsx). */
export default function OrganizationSwitcherMenu({
  currentSlug,
  trigger,
  defaultOpen,
}: LazyMenuProps & { currentSlug?: string }) {
  const { t } = useTranslation(['organizations', 'common']);
  const navigate = useNavigate();
  const { data: organizations, isPending, isError } = useOrganizations();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        {/* as wide as its longest name, up to the screen: a name is cut only when the screen has no room for it */}
        <DropdownMenuContent
          align="start"
          className="max-h-96 w-max max-w-[min(32rem,calc(100vw-1rem))] min-w-72 overflow-y-auto"
        >
          <DropdownMenuLabel>{t('switcher.label')}</DropdownMenuLabel>
          {isPending ? <DropdownMenuItem disabled>{t('common:loading')}</DropdownMenuItem> : null}
          {isError ? (
            <DropdownMenuItem disabled>{t('notification.fetchError')}</DropdownMenuItem>
          ) : null}
          {organizations?.map((org) => (
            <DropdownMenuItem
              key={org.slug}
              onSelect={() => void navigate(paths.org.root.getHref(org.slug))}
              className="justify-between gap-2"
            >
              <span className="flex min-w-0 items-center gap-2">
                <CheckIcon
                  aria-hidden="true"
                  className={org.slug === currentSlug ? 'opacity-100' : 'opacity-0'}
                />
                <span className="truncate" title={org.name}>
                  {org.name}
                </span>
              </span>
              <RoleBadge role={org.access_config.role} />
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {t('create.open')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateOrganizationDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(slug) => void navigate(paths.org.root.getHref(slug))}
      />
    </>
  );
}
