/**
 * The world of this tab as the workbench reads and changes it. One poll of `GET /__mock__/` serves the whole drawer
 * (clock, faults, latency, variants, forced devices). Every change refetches every answer on screen — the product's
 * pages and the workbench's own — so that its effect shows at once, not at the next polling round.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  advanceClock,
  clearFaults,
  clearLatency,
  getGetMockStateQueryOptions,
  getListSandboxesQueryOptions,
  injectFault,
  pauseClock,
  removeFault,
  resetClock,
  resetWorld,
  resumeClock,
  setLatency,
  setVariants,
} from '@iot/api-client/control/hooks';
import type { FaultInput, Latency, VariantsChange } from '@iot/api-client/control/model';

/** How often the open drawer re-reads the world (another tab or a script may change it too). */
const WORLD_POLL_MS = 5_000;

/** The world's state; polled while `follow` (the drawer is open). */
export function useWorldState(follow: boolean) {
  return useQuery({
    ...getGetMockStateQueryOptions(),
    select: (answer) => answer.data,
    refetchInterval: follow ? WORLD_POLL_MS : false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The sandboxes of the server, to choose a world from. */
export function useSandboxes(enabled: boolean) {
  return useQuery({
    ...getListSandboxesQueryOptions(),
    select: (answer) => answer.data.sandboxes,
    enabled,
  });
}

/** A change of the world; on success every query on screen refetches. */
export function useWorldChange<TData, TVariables = void>(
  change: (variables: TVariables) => Promise<TData>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void client.invalidateQueries(),
  });
}

export function useClockChanges() {
  return {
    advance: useWorldChange((seconds: number) => advanceClock({ seconds })),
    pause: useWorldChange(() => pauseClock()),
    resume: useWorldChange(() => resumeClock()),
    backToNow: useWorldChange(() => resetClock()),
  };
}

export const useResetWorld = () => useWorldChange(() => resetWorld());

export const useSetVariants = () => useWorldChange((change: VariantsChange) => setVariants(change));

export function useFaultChanges() {
  return {
    inject: useWorldChange((fault: FaultInput) => injectFault(fault)),
    remove: useWorldChange((id: number) => removeFault(id)),
    clearAll: useWorldChange(() => clearFaults()),
    setLatency: useWorldChange((latency: Latency) => setLatency(latency)),
    clearLatency: useWorldChange(() => clearLatency()),
  };
}
