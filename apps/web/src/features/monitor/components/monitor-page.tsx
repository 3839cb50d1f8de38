import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, FolderSyncIcon, LogInIcon, MaximizeIcon, MinimizeIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { runtimeConfig } from '@/lib/runtime-config';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMonitorChoice } from '../hooks/use-monitor-choice';
import { boardUrl } from '../utils/monitor-storage';
import { BoardFrame } from './board-frame';
import { MonitorLoginDialog } from './monitor-login-dialog';
import { ProjectPickerDialog } from './project-picker-dialog';

/**
 * /monitor (no login needed, docs/product.md#screens-and-routes): the external dashboard in a sandboxed 16:9 frame with org_slug and project_id,
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
  const place = org ? `${org.name}${project ? ` / ${project.name}` : ''}` : '';

  return (
    <main ref={stage} className="bg-background text-foreground flex min-h-screen flex-col">
      <header className="flex items-center gap-1 border-b px-2 py-2 sm:gap-2 sm:px-4">
        <Button asChild variant="ghost" size="sm" className="max-sm:px-2">
          <Link to={paths.dashboard.getHref()} title={t('backToConsole')}>
            <ArrowLeftIcon aria-hidden="true" />
            <span className="max-sm:sr-only">{t('backToConsole')}</span>
          </Link>
        </Button>
        <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-2">
          <h1 className="text-lg leading-tight font-semibold">{t('title')}</h1>
          {signedIn && org ? (
            <p className="text-muted-foreground truncate text-sm" title={place}>
              {place}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {signedIn ? (
            <Button
              variant="outline"
              size="sm"
              className="max-sm:px-2"
              title={t('switchProject')}
              disabled={!monitor.organizations.length}
              onClick={() => setPickerOpen(true)}
            >
              <FolderSyncIcon aria-hidden="true" />
              <span className="max-sm:sr-only">{t('switchProject')}</span>
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="max-sm:px-2"
            title={fullscreen.active ? t('exitFullscreen') : t('fullscreen')}
            aria-pressed={fullscreen.active}
            onClick={() => void fullscreen.toggle()}
          >
            {fullscreen.active ? (
              <MinimizeIcon aria-hidden="true" />
            ) : (
              <MaximizeIcon aria-hidden="true" />
            )}
            <span className="max-sm:sr-only">
              {fullscreen.active ? t('exitFullscreen') : t('fullscreen')}
            </span>
          </Button>
        </div>
      </header>
      <div className="flex flex-1 items-start justify-center p-2 sm:items-center sm:p-4">
        {signedIn ? (
          <div className="flex w-full flex-col gap-2">
            <div className="bg-background mx-auto aspect-video w-full max-w-[calc((100vh-6rem)*16/9)] overflow-hidden rounded-md border">
              {monitor.ready ? (
                <BoardFrame
                  title={t('frameTitle')}
                  src={boardUrl(runtimeConfig().monitorBoardUrl, monitor.choice, i18n.language)}
                />
              ) : (
                <p
                  className="text-muted-foreground flex size-full items-center justify-center text-sm"
                  role="status"
                >
                  {monitor.error ? t('loadFailed') : t('loading')}
                </p>
              )}
            </div>
            {monitor.ready ? (
              <p className="text-muted-foreground text-center text-xs sm:hidden">
                {t('smallScreenHint')}
              </p>
            ) : null}
          </div>
        ) : (
          // no board to frame: the card gets the room it needs (a 16:9 box is too low for it on a phone)
          <Card className="mt-8 w-full max-w-sm text-center sm:mt-0">
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
        )}
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
