import { useTranslation } from 'react-i18next';
import { getChosenOrgSlug } from '../../lib/api';

/** /monitor (no login needed): the external dashboard in a sandboxed 16:9 frame (issue 7 builds the full page). */
export function Component() {
  const { t } = useTranslation('monitor');
  const org = getChosenOrgSlug() ?? '';
  const src = `/monitor-board/?${new URLSearchParams({ org_slug: org, project_id: '' }).toString()}`;
  return (
    <main className="bg-background text-foreground flex min-h-screen flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <div className="aspect-video w-full overflow-hidden rounded-md border">
        <iframe
          title={t('title')}
          src={src}
          sandbox="allow-scripts allow-same-origin"
          className="size-full"
        />
      </div>
    </main>
  );
}
