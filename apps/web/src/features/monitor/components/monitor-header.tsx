import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, FolderSyncIcon, MaximizeIcon, MinimizeIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { paths } from '@/config/paths';
import type { useFullscreen } from '../hooks/use-fullscreen';

/**
 * The monitor's toolbar: back to the console, the title with the organization / project shown, switch-project (signed
 * in) and the fullscreen toggle; below the small breakpoint the buttons keep only their icons.
 */
export function MonitorHeader({
  place,
  switchProject,
  fullscreen,
}: {
  /** "Organization / project", when there is one to show. */
  place: string;
  /** Absent when signed out; disabled while there is no organization to choose. */
  switchProject?: { disabled: boolean; open: () => void };
  fullscreen: ReturnType<typeof useFullscreen>;
}) {
  const { t } = useTranslation('monitor');
  const fullscreenLabel = fullscreen.active ? t('exitFullscreen') : t('fullscreen');

  return (
    <header className="flex items-center gap-1 border-b px-2 py-2 sm:gap-2 sm:px-4">
      <Button asChild variant="ghost" size="sm" className="max-sm:px-2">
        <Link to={paths.dashboard.getHref()} title={t('backToConsole')}>
          <ArrowLeftIcon aria-hidden="true" />
          <span className="max-sm:sr-only">{t('backToConsole')}</span>
        </Link>
      </Button>
      <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-2">
        <h1 className="text-lg leading-tight font-semibold">{t('title')}</h1>
        {place ? (
          <p className="text-muted-foreground truncate text-sm" title={place}>
            {place}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {switchProject ? (
          <Button
            variant="outline"
            size="sm"
            className="max-sm:px-2"
            title={t('switchProject')}
            disabled={switchProject.disabled}
            onClick={switchProject.open}
          >
            <FolderSyncIcon aria-hidden="true" />
            <span className="max-sm:sr-only">{t('switchProject')}</span>
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="max-sm:px-2"
          title={fullscreenLabel}
          aria-pressed={fullscreen.active}
          onClick={() => void fullscreen.toggle()}
        >
          {fullscreen.active ? (
            <MinimizeIcon aria-hidden="true" />
          ) : (
            <MaximizeIcon aria-hidden="true" />
          )}
          <span className="max-sm:sr-only">{fullscreenLabel}</span>
        </Button>
      </div>
    </header>
  );
}
