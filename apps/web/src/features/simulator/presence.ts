/**
 * Whether the simulator workbench exists here (docs/decisions/0156-workbench-only-where-the-control-plane-answers.md):
 * asked once per page load — `GET /__mock__/` answers 200 only from a mock whose control plane is on and reachable
 * (the dev server or the test runner adds its token). Small on purpose: the console's documents and the device page
 * import it; the control plane's client loads only when asked.
 */
import { useSyncExternalStore } from 'react';
import { whenApiReady } from '@/lib/api';

let present = false;
let detection: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

/** Asks the backend once; resolves true when its control plane answers. */
export function detectSimulator(): Promise<boolean> {
  detection ??= whenApiReady()
    .then(() => import('./api/control-plane'))
    .then((m) => m.controlPlaneAnswers())
    .catch(() => false)
    .then((answers) => {
      present = answers;
      listeners.forEach((listener) => listener());
      return answers;
    });
  return detection;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the control plane answered (false while asking, and for good where it does not). */
export function useSimulatorPresent(): boolean {
  return useSyncExternalStore(subscribe, () => present);
}
