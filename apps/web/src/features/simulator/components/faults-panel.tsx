import { useTranslation } from 'react-i18next';
import type { MockState } from '@iot/api-client/control/model';
import { Button } from '@iot/ui/button';
import { useFaultChanges } from '../api/world';
import { ActionError } from './action-error';
import { FaultForm } from './fault-form';
import { FaultList } from './fault-list';
import { LatencyForm } from './latency-form';
import { Section } from './section';

/** Faults per operation and the latency of every request, with the active ones and a clear-all. */
export function FaultsPanel({ state }: { state: MockState }) {
  const { t } = useTranslation('simulator');
  const changes = useFaultChanges();
  const { inject, remove, clearAll, setLatency, clearLatency } = changes;
  const anything = state.faults.length > 0 || state.latency !== null;
  return (
    <div className="flex flex-col gap-6">
      <Section title={t('faults.heading')} hint={t('faults.hint')}>
        <FaultForm inject={inject.mutateAsync} pending={inject.isPending} />
      </Section>
      <Section title={t('faults.active')}>
        <FaultList
          faults={state.faults}
          onRemove={(id) => remove.mutate(id)}
          pending={remove.isPending}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="destructive"
            disabled={!anything || clearAll.isPending}
            onClick={() => clearAll.mutate()}
          >
            {t('faults.clearAll')}
          </Button>
          <span className="text-muted-foreground text-xs">{t('faults.clearAllHint')}</span>
        </div>
        <ActionError outcomes={[remove, clearAll, clearLatency]} />
      </Section>
      <Section title={t('latency.heading')} hint={t('latency.hint')}>
        <LatencyForm
          latency={state.latency}
          set={setLatency.mutateAsync}
          clear={() => clearLatency.mutate()}
          pending={setLatency.isPending || clearLatency.isPending}
        />
      </Section>
    </div>
  );
}
