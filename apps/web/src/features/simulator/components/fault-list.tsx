import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Fault } from '@iot/api-client/control/model';
import { Button } from '@iot/ui/button';

/** What a fault does, in words. */
function useFaultSummary() {
  const { t } = useTranslation('simulator');
  return (fault: Fault) =>
    [
      fault.status !== undefined ? t('faults.summary.status', { status: fault.status }) : null,
      fault.delay_ms !== undefined ? t('faults.summary.delay', { ms: fault.delay_ms }) : null,
      fault.drop_connection ? t('faults.summary.drop') : null,
    ]
      .filter(Boolean)
      .join(', ');
}

/** The world's active faults, each with its hits, what is left of it and a remove button. */
export function FaultList({
  faults,
  onRemove,
  pending,
}: {
  faults: Fault[];
  onRemove: (id: number) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('simulator');
  const summary = useFaultSummary();
  if (faults.length === 0)
    return <p className="text-muted-foreground text-sm">{t('faults.none')}</p>;
  return (
    <ul aria-label={t('faults.active')} className="flex flex-col divide-y rounded-md border">
      {faults.map((fault) => (
        <li key={fault.id} className="flex items-start justify-between gap-2 p-2 text-sm">
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="font-mono font-medium break-all">{fault.operationId}</span>
            <span className="text-muted-foreground text-xs">
              {summary(fault)} · {t('faults.hits', { count: fault.hits })} ·{' '}
              {fault.remaining === null
                ? t('faults.untilCleared')
                : t('faults.remaining', { count: fault.remaining })}
            </span>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={pending}
            aria-label={t('faults.remove', { operation: fault.operationId })}
            onClick={() => onRemove(fault.id)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
