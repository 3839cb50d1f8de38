import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '@/lib/error-message';
import { useDeviceCalls } from '../api/devices';
import type { DeviceScope } from '../utils/device-scope';

/**
 * Move, transfer, reboot and delete of one device, through the project's endpoints on a project page and the
 * organization's elsewhere. Each resolves to true on success; success and failure toasts are shown here (the server's
 * message preferred); the device lists reload (api/devices.ts).
 */
type SuccessKey = 'move.success' | 'transfer.success' | 'delete.success' | 'reboot.success';
type FailureKey = 'moveFailed' | 'transferFailed' | 'deleteFailed' | 'restartFailed';

export function useDeviceActions(scope: DeviceScope) {
  const { t } = useTranslation('devices');
  const { orgMove, projectMove, orgTransfer, projectTransfer, orgDelete, projectDelete, reboot } =
    useDeviceCalls();

  const inProject = (device: Device) =>
    scope.kind === 'project' ? scope.projectId : (device.project?.project_id ?? null);

  async function run(call: () => Promise<unknown>, success: SuccessKey, failure: FailureKey) {
    try {
      await call();
      toast.success(t(success));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t(failure)));
      return false;
    }
  }

  const move = (device: Device, projectId: string) =>
    run(
      () =>
        scope.kind === 'project'
          ? projectMove.mutateAsync({
              projectId: scope.projectId,
              devicePk: device.id,
              data: { project_id: projectId },
            })
          : orgMove.mutateAsync({ devicePk: device.id, data: { project_id: projectId } }),
      'move.success',
      'moveFailed',
    );

  const transfer = (device: Device, slug: string) =>
    run(
      () =>
        scope.kind === 'project'
          ? projectTransfer.mutateAsync({
              projectId: scope.projectId,
              devicePk: device.id,
              data: { target_org_slug: slug },
            })
          : orgTransfer.mutateAsync({ devicePk: device.id, data: { target_org_slug: slug } }),
      'transfer.success',
      'transferFailed',
    );

  const remove = (device: Device) =>
    run(
      () =>
        scope.kind === 'project'
          ? projectDelete.mutateAsync({ projectId: scope.projectId, devicePk: device.id })
          : orgDelete.mutateAsync({ devicePk: device.id }),
      'delete.success',
      'deleteFailed',
    );

  /** Reboot needs the device's project (the restart call lives under the project). */
  const restart = (device: Device) => {
    const projectId = inProject(device);
    if (!projectId) return Promise.resolve(false);
    return run(
      () => reboot.mutateAsync({ projectId, devicePk: device.id }),
      'reboot.success',
      'restartFailed',
    );
  };

  return {
    move,
    transfer,
    remove,
    restart,
    canRestart: (device: Device) => Boolean(inProject(device)),
    moving: orgMove.isPending || projectMove.isPending,
    transferring: orgTransfer.isPending || projectTransfer.isPending,
    removing: orgDelete.isPending || projectDelete.isPending,
    restartingId: reboot.isPending ? reboot.variables?.devicePk : undefined,
  };
}

export type DeviceActions = ReturnType<typeof useDeviceActions>;
