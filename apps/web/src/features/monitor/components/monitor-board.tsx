import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '@/lib/runtime-config';
import type { useMonitorChoice } from '../hooks/use-monitor-choice';
import { boardUrl } from '../utils/board-url';
import { BoardFrame } from './board-frame';

/** The chosen project's board in its 16:9 box, or why it is not there yet (loading, failed). */
export function MonitorBoard({ monitor }: { monitor: ReturnType<typeof useMonitorChoice> }) {
  const { t, i18n } = useTranslation('monitor');
  return (
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
  );
}
