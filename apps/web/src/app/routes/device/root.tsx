import { isNumericId, paths } from '@/config/paths';
import { prefetch } from '@/lib/prefetch';
import { deviceQuery } from '@/features/devices/api/devices';
import { factorsQuery } from '@/features/factors/api/factors';
import { DeviceLayout } from '@/features/devices/components/device-detail/device-layout';
import { FactorSwitcher } from '@/features/factors/components/factor-switcher';
import { useSimulatorTabLabel } from '@/features/simulator/hooks/use-simulator-tab';

/** The device (its header) and its factors (every tab but settings shows them, and the factor switcher). */
export const loader = prefetch(({ orgSlug, projectId, deviceId }) =>
  isNumericId(deviceId)
    ? [
        deviceQuery(orgSlug, projectId, Number(deviceId)),
        factorsQuery(orgSlug, projectId, Number(deviceId)),
      ]
    : [],
);

/**
 * A device's pages with their tabs (overview, factors, alerts, settings) — and Simulator against a mock whose control plane answers (docs/decisions/0156-workbench-only-where-the-control-plane-answers.md).
 */
export function Component() {
  const simulator = useSimulatorTabLabel();
  return (
    <DeviceLayout
      factorSwitcher={(at) => <FactorSwitcher {...at} />}
      moreTabs={
        simulator
          ? (at) => [
              {
                to: paths.device.simulator.getHref(at.orgSlug, at.projectId, at.deviceId),
                label: simulator,
              },
            ]
          : undefined
      }
    />
  );
}
