import { isNumericId } from '@/config/paths';
import { prefetch } from '@/lib/prefetch';
import { deviceQuery } from '@/features/devices/api/devices';
import { factorsQuery } from '@/features/factors/api/factors';
import { DeviceLayout } from '@/features/devices/components/device-detail/device-layout';
import { FactorSwitcher } from '@/features/factors/components/factor-switcher';

/** The device (its header) and its factors (every tab but settings shows them, and the factor switcher). */
export const loader = prefetch(({ orgSlug, projectId, deviceId }) =>
  isNumericId(deviceId)
    ? [
        deviceQuery(orgSlug, projectId, Number(deviceId)),
        factorsQuery(orgSlug, projectId, Number(deviceId)),
      ]
    : [],
);

/** docs/product.md#screens-and-routes: /org/{orgSlug}/{projectId}/{deviceId} (numeric) with tabs overview, factors, alerts, settings. */
export function Component() {
  return <DeviceLayout factorSwitcher={(at) => <FactorSwitcher {...at} />} />;
}
