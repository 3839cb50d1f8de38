import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CpuIcon, WifiOffIcon } from 'lucide-react';
import type { Project } from '@iot/api-client/model';
import { Card, CardContent, CardHeader, CardTitle } from '@iot/ui/card';
import { FavoriteToggle } from './favorite-toggle';

/** A project card with its device and offline counts and a favorite toggle; the whole card opens the project. */
export function ProjectCard({
  project,
  href,
  favoritePending,
  onToggleFavorite,
}: {
  project: Project;
  href: string;
  favoritePending: boolean;
  onToggleFavorite: () => void;
}) {
  const { t } = useTranslation('projects');
  return (
    <Card className="hover:border-primary focus-within:border-primary relative gap-3 transition-colors">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle className="break-words sm:truncate">
            <Link
              to={href}
              title={project.name}
              className="focus-visible:after:ring-ring outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px]"
            >
              {project.name}
            </Link>
          </CardTitle>
          <p className="text-muted-foreground truncate font-mono text-xs">{project.project_id}</p>
        </div>
        <FavoriteToggle
          name={project.name}
          favorite={project.favorite}
          pending={favoritePending}
          onToggle={onToggleFavorite}
        />
      </CardHeader>
      <CardContent>
        <dl className="flex gap-6 text-sm">
          <div className="flex items-center gap-2">
            <CpuIcon aria-hidden="true" className="text-muted-foreground size-4" />
            <dt className="text-muted-foreground">{t('list.devices')}</dt>
            <dd className="font-semibold tabular-nums">{project.device_count}</dd>
          </div>
          <div className="flex items-center gap-2">
            <WifiOffIcon aria-hidden="true" className="text-muted-foreground size-4" />
            <dt className="text-muted-foreground">{t('list.offline')}</dt>
            <dd
              className={
                project.offline_device_count > 0
                  ? 'text-destructive font-semibold tabular-nums'
                  : 'font-semibold tabular-nums'
              }
            >
              {project.offline_device_count}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
