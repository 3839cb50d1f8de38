import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronsUpDownIcon, FolderIcon } from 'lucide-react';
import { Badge } from '@iot/ui/badge';
import { Button } from '@iot/ui/button';
import { cn } from '@iot/ui/lib/utils';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@iot/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useProjects } from '../api/projects';

/**
 * On project pages, the organization's projects with their device counts; choosing one goes to
 * /org/{org}/{projectId}. A project the list lacks (deleted, mistyped) makes no other one current: the page says it
 * was not found, the switcher offers the choice.
 */
export function ProjectSwitcher({ orgSlug, projectId }: { orgSlug: string; projectId: string }) {
  const { t } = useTranslation(['projects', 'common']);
  const navigate = useNavigate();
  const { data: projects, isPending, isError } = useProjects(undefined, orgSlug);
  const current = projects?.find((p) => p.project_id === projectId);
  const name = current?.name ?? t('switcher.placeholder');
  // on a phone a project's name may be cut; the prompt to choose one (the list lacks this project) keeps its width
  const shrink = current ? 'shrink' : 'shrink-0';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" title={name} className={cn('max-w-56 min-w-0', shrink)}>
          <FolderIcon aria-hidden="true" />
          <span className="truncate">{name}</span>
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
        {projects?.map((project) => (
          <DropdownMenuItem
            key={project.project_id}
            onSelect={() => void navigate(paths.project.root.getHref(orgSlug, project.project_id))}
            className="justify-between gap-2"
          >
            <span className="flex min-w-0 items-center gap-2">
              <CheckIcon
                aria-hidden="true"
                className={project.project_id === current?.project_id ? 'opacity-100' : 'opacity-0'}
              />
              <span className="truncate" title={project.name}>
                {project.name}
              </span>
            </span>
            <Badge variant="secondary">
              {t('switcher.deviceCount', { count: project.device_count })}
            </Badge>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
