import { useParams } from 'react-router';
import { NotFound } from '@/components/errors/not-found';
import { useFactors } from '@/features/factors/api/factors';
import { factorKind } from '@/features/factors/utils/factor-kind';
import { DeviceSimulator } from '@/features/simulator/components/device-simulator';
import { detectSimulator, useSimulatorPresent } from '@/features/simulator/presence';

/** Waits for the answer of the control plane (a link straight to this tab may come first). */
export async function loader() {
  await detectSimulator();
  return null;
}

/** The device's Simulator tab (docs/decisions/0156-workbench-only-where-the-control-plane-answers.md): not-found without the control plane. */
export function Component() {
  const { projectId = '', deviceId } = useParams();
  const present = useSimulatorPresent();
  const factors = useFactors(projectId, Number(deviceId));
  if (!present) return <NotFound />;
  return (
    <DeviceSimulator deviceId={Number(deviceId)} factors={factors.data ?? []} kindOf={factorKind} />
  );
}
