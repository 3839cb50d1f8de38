import { MonitorPage } from '../../features/monitor/components/monitor-page';

/** /monitor (no login needed): the external dashboard in a sandboxed 16:9 frame (spec §2). */
export function Component() {
  return <MonitorPage />;
}
