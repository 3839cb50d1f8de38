import { DeviceStateCard } from './device-state-card';
import { FactorValuesCard, type DeviceFactorsProps } from './factor-values-card';

/** The device's "Simulator" tab: its simulated state and the values of its factors, changed from the device's side. */
export function DeviceSimulator({ deviceId, factors, kindOf }: DeviceFactorsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DeviceStateCard deviceId={deviceId} />
      <FactorValuesCard deviceId={deviceId} factors={factors} kindOf={kindOf} />
    </div>
  );
}
