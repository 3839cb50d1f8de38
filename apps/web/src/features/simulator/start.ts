/**
 * What both documents start after their first render: the workbench, where the control plane answers — loaded only
 * then, so that it costs a page elsewhere one small request and no first-load byte (docs/testing.md#first-load-budgets).
 */
import { detectSimulator } from './presence';

export async function startSimulator(): Promise<void> {
  if (!(await detectSimulator())) return;
  const { mountWorkbench } = await import('./components/workbench-root');
  mountWorkbench();
}
