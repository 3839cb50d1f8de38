/**
 * One device as the simulation runs it, and the changes made from the device's side: its online state, a reboot, the
 * values its factors report. Like every change of the world, each refetches what the pages show (api/world.ts).
 */
import { useQuery } from '@tanstack/react-query';
import {
  clearFactorValue,
  forceDeviceState,
  getGetSimulatedDeviceQueryOptions,
  rebootSimulatedDevice,
  setFactorValue,
} from '@iot/api-client/control/hooks';
import type { DeviceStateChangeState, FactorValueChange } from '@iot/api-client/control/model';
import { useWorldChange } from './world';

/** The device's simulated state, re-read every 10 s (a reboot ends, a schedule turns). */
export function useSimulatedDevice(deviceId: number) {
  return useQuery({
    ...getGetSimulatedDeviceQueryOptions(String(deviceId)),
    select: (answer) => answer.data,
    refetchInterval: 10_000,
  });
}

export function useDeviceChanges(deviceId: number) {
  const device = String(deviceId);
  return {
    force: useWorldChange((state: DeviceStateChangeState) => forceDeviceState(device, { state })),
    reboot: useWorldChange(() => rebootSimulatedDevice(device)),
    setValue: useWorldChange(({ factor, change }: { factor: string; change: FactorValueChange }) =>
      setFactorValue(device, factor, change).then((answer) => answer.data),
    ),
    clearValue: useWorldChange((factor: string) =>
      clearFactorValue(device, factor).then((answer) => answer.data),
    ),
  };
}
