import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, FolderSyncIcon, LogInIcon, MaximizeIcon, MinimizeIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { runtimeConfig } from '../../../lib/runtime-config';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMonitorChoice } from '../hooks/use-monitor-choice';
import { boardUrl } from '../utils/monitor-storage';
import { MonitorLoginDialog } from './monitor-login-dialog';
import { ProjectPickerDialog } from './project-picker-dialog';

/**
 * /monitor (no login needed, spec §2): the external dashboard in a sandboxed 16:9 frame with org_slug and project_id,
 * a fullscreen toggle and switch-project; signed out, a login-required card and the login modal.
 */
export function MonitorPage() {
  const { t, i18n } = useTranslation('monitor');
  const { signedIn } = useSession();
  const [loginOpen, setLoginOpen] = useState(!signedIn);
  const [pickerOpen, setPickerOpen] = useState(false);
  // the whole screen (toolbar and board) goes fullscreen, so the toggle stays reachable
  const stage = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(stage);
  const monitor = useMonitorChoice(signedIn);
  const org = monitor.organizations.find((o) => o.slug === monitor.choice.orgSlug);
  const project = monitor.projects.find((p) => p.project_id === monitor.choice.projectId);

  return (
    <main ref={stage} className="bg-background text-foreground flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b px-4 py-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.dashboard.getHref()}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('backToConsole')}
          </Link>
        </Button>
        <h1 className="text-lg font-semibold">{t('title')}</h1>
        {signedIn && org ? (
          <p className="text-muted-foreground truncate text-sm">
            {org.name}
            {project ? ` / ${project.name}` : ''}
          </p>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <Button
              variant="outline"
              size="sm"
              disabled={!monitor.organizations.length}
              onClick={() => setPickerOpen(true)}
            >
              <FolderSyncIcon aria-hidden="true" />
              {t('switchProject')}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            aria-pressed={fullscreen.active}
            onClick={() => void fullscreen.toggle()}
          >
            {fullscreen.active ? (
              <MinimizeIcon aria-hidden="true" />
            ) : (
              <MaximizeIcon aria-hidden="true" />
            )}
            {fullscreen.active ? t('exitFullscreen') : t('fullscreen')}
          </Button>
        </div>
      </header>
      <div className="flex flex-1 items-center justify-center p-4">
        <div className="bg-background mx-auto aspect-video w-full max-w-[calc((100vh-6rem)*16/9)] overflow-hidden rounded-md border">
          {signedIn ? (
            monitor.ready ? (
              <iframe
                title={t('frameTitle')}
                src={boardUrl(runtimeConfig().monitorBoardUrl, monitor.choice, i18n.language)}
                sandbox="allow-scripts allow-same-origin"
                referrerPolicy="same-origin"
                className="size-full border-0"
              />
            ) : (
              <p
                className="text-muted-foreground flex size-full items-center justify-center text-sm"
                role="status"
              >
                {monitor.error ? t('loadFailed') : t('loading')}
              </p>
            )
          ) : (
            <div className="flex size-full items-center justify-center p-6">
              <Card className="w-full max-w-sm text-center">
                <CardHeader>
                  <CardTitle>{t('loginRequired.title')}</CardTitle>
                  <CardDescription>{t('loginRequired.description')}</CardDescription>
                </CardHeader>
                <CardContent>
                  <Button onClick={() => setLoginOpen(true)}>
                    <LogInIcon aria-hidden="true" />
                    {t('loginRequired.action')}
                  </Button>
                </CardContent>
              </Card>
            </div>
          )}
        </div>
      </div>
      <MonitorLoginDialog open={!signedIn && loginOpen} onOpenChange={setLoginOpen} />
      {pickerOpen ? (
        <ProjectPickerDialog
          open
          onOpenChange={setPickerOpen}
          organizations={monitor.organizations}
          current={monitor.choice}
          onSelect={monitor.select}
        />
      ) : null}
    </main>
  );
}
