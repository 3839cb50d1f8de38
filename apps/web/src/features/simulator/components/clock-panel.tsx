import { PauseIcon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Clock } from '@iot/api-client/control/model';
import { Badge } from '@iot/ui/badge';
import { Button } from '@iot/ui/button';
import { formatTimeMs } from '@/lib/format-time';
import { useClockChanges } from '../api/world';
import { useWorldTime } from '../hooks/use-world-time';
import { CLOCK_STEPS } from '../utils/duration';
import { ActionError } from './action-error';
import { Duration } from './duration';
import { Section } from './section';

/** The world's time, how far it is from real time, and the moves: pause/resume, +10 min, +1 h, +1 d, back to now. */
export function ClockPanel({ clock, readAt }: { clock: Clock; readAt: number }) {
  const { t } = useTranslation('simulator');
  const time = useWorldTime(clock, readAt);
  const { advance, pause, resume, backToNow } = useClockChanges();
  const pending = [advance, pause, resume, backToNow].some((m) => m.isPending);
  const offset = Math.round(time?.offsetSeconds ?? 0);
  return (
    <Section title={t('clock.heading')}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground text-sm">{t('clock.worldTime')}</span>
        <time
          className="font-mono text-base font-semibold tabular-nums"
          dateTime={time ? new Date(time.now).toISOString() : undefined}
          data-testid="world-time"
        >
          {time ? formatTimeMs(time.now) : ''}
        </time>
        <Badge variant={clock.paused ? 'warning' : 'secondary'}>
          {clock.paused ? t('clock.paused') : t('clock.running')}
        </Badge>
      </div>
      <p className="text-muted-foreground text-sm">
        {Math.abs(offset) < 60 ? (
          t('clock.realTime')
        ) : (
          <Duration seconds={offset} template={offset > 0 ? 'clock.ahead' : 'clock.behind'} />
        )}
      </p>
      <div role="group" aria-label={t('clock.advance')} className="grid grid-cols-3 gap-2">
        {CLOCK_STEPS.map((step) => (
          <Button
            key={step.key}
            variant="outline"
            disabled={pending}
            onClick={() => advance.mutate(step.seconds)}
          >
            {t(`clock.${step.key}`)}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {clock.paused ? (
          <Button variant="outline" disabled={pending} onClick={() => resume.mutate()}>
            <PlayIcon aria-hidden="true" />
            {t('clock.resume')}
          </Button>
        ) : (
          <Button variant="outline" disabled={pending} onClick={() => pause.mutate()}>
            <PauseIcon aria-hidden="true" />
            {t('clock.pause')}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={pending || (offset === 0 && !clock.paused)}
          onClick={() => backToNow.mutate()}
        >
          <RotateCcwIcon aria-hidden="true" />
          {t('clock.backToNow')}
        </Button>
      </div>
      <ActionError outcomes={[advance, pause, resume, backToNow]} />
    </Section>
  );
}
