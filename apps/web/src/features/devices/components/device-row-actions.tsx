import type { TFunction } from 'i18next';
import { ArrowRightLeftIcon, BuildingIcon, RotateCwIcon, Trash2Icon } from 'lucide-react';
import type { RowAction } from '@iot/ui/row-actions';
import type { DeviceAction } from '../utils/device-actions';

/** A device's actions (its row's menu): move, transfer, reboot (when it has a project) and delete. */
export function deviceRowActions(
  t: TFunction<['devices', 'common']>,
  {
    canReboot,
    rebooting,
    onAction,
    refused,
  }: {
    canReboot: boolean;
    rebooting: boolean;
    onAction: (action: DeviceAction) => void;
    /** Why the member may not take an action (the actions stay, disabled, with the reason). */
    refused: (action: DeviceAction) => string | undefined;
  },
): RowAction[] {
  const action = (id: DeviceAction, icon: RowAction['icon'], extra: Partial<RowAction> = {}) => ({
    id,
    label: t(`actions.${id}`),
    icon,
    onSelect: () => onAction(id),
    disabledReason: refused(id),
    ...extra,
  });
  return [
    action('move', <ArrowRightLeftIcon aria-hidden="true" />),
    action('transfer', <BuildingIcon aria-hidden="true" />),
    ...(canReboot
      ? [action('reboot', <RotateCwIcon aria-hidden="true" />, { disabled: rebooting })]
      : []),
    action('delete', <Trash2Icon aria-hidden="true" />, { destructive: true }),
  ];
}
