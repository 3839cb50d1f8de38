import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FolderPlusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { EmptyState } from '@iot/ui/empty-state';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { ProjectCard } from './project-card';
import { useToggleFavorite } from '../hooks/use-toggle-favorite';
import { filterProjects } from '../utils/filter-projects';
import { useProjects } from '../api/projects';
import { SearchBox } from '@/components/search-box';
import { usePermissions } from '@/features/organizations/api/permissions';

// The create dialog (Radix dialog, its form) loads when first opened, not with the page.
const CreateProjectDialog = lazy(() =>
  import('./create-project-dialog').then((m) => ({
    default: m.CreateProjectDialog,
  })),
);

/** /org/{orgSlug}/: search, create, the card grid (1 / 2 on small / 3 on extra-large screens), favorites. */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  const orgSlug = useParams().orgSlug ?? '';
  const projects = useProjects();
  const favorite = useToggleFavorite();
  const [query, setQuery] = useState('');
  const [creating, setCreatingState] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const setCreating = (open: boolean) => {
    if (open) setDialogLoaded(true);
    setCreatingState(open);
  };
  const shown = filterProjects(projects.data ?? [], query);
  const refused = usePermissions().reason('project');

  const createButton = (
    <DisabledReason reason={refused}>
      <Button onClick={() => setCreating(true)}>
        <PlusIcon aria-hidden="true" />
        {t('create.open')}
      </Button>
    </DisabledReason>
  );

  return (
    <>
      <PageHeader title={t('list.title')} actions={createButton} />
      <SearchBox
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        className="mb-4"
      />
      <QueryState
        isPending={projects.isPending}
        error={projects.error}
        onRetry={() => void projects.refetch()}
        errorText={t('notification.fetchError')}
      >
        {projects.data?.length === 0 ? (
          <EmptyState
            icon={<FolderPlusIcon />}
            title={t('list.empty')}
            description={t('list.emptyDescription')}
            action={
              refused ? undefined : (
                <Button variant="link" onClick={() => setCreating(true)}>
                  {t('create.emptyLink')}
                </Button>
              )
            }
          />
        ) : shown.length === 0 ? (
          <p role="status" className="text-muted-foreground py-8 text-center text-sm">
            {t('list.noMatch', { query: query.trim() })}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((project) => (
              <li key={project.project_id}>
                <ProjectCard
                  project={project}
                  href={paths.project.root.getHref(orgSlug, project.project_id)}
                  favoritePending={favorite.pendingId === project.project_id}
                  onToggleFavorite={() => favorite.toggle(project)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <CreateProjectDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </>
  );
}
