import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2Icon, CheckIcon, ChevronsUpDownIcon, PlusIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@iot/ui/dropdown-menu';
import { paths } from '../../../config/paths';
import { useOrganizations } from '../hooks/use-organizations';
import { CreateOrganizationDialog } from './create-organization-dialog';
import { RoleBadge } from './role-badge';

/** Spec §2: the organizations with role badges and 'create organization'; choosing one goes to /org/{slug}/. */
export function OrganizationSwitcher({ currentSlug }: { currentSlug?: string }) {
  const { t } = useTranslation(['organizations', 'common']);
  const navigate = useNavigate();
  const { data: organizations, isPending, isError } = useOrganizations();
  const [creating, setCreating] = useState(false);
  const current = organizations?.find((org) => org.slug === currentSlug);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="max-w-56">
            <Building2Icon aria-hidden="true" />
            <span className="truncate">{current?.name ?? t('switcher.placeholder')}</span>
            <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
            <span className="sr-only">{t('switcher.label')}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-96 w-72 overflow-y-auto">
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
                <span className="truncate">{org.name}</span>
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
