import type { Area } from '@/lib/permissions';

/** What a member may do to a device besides editing it, from its row's menu or its settings tab. */
export type DeviceAction = 'move' | 'transfer' | 'reboot' | 'delete';

/** The area of each action (docs/decisions/0002): moving and rebooting change a device; transfer and delete remove it. */
export const DEVICE_ACTION_AREAS = {
  move: 'device',
  transfer: 'device-admin',
  reboot: 'device',
  delete: 'device-admin',
} as const satisfies Record<DeviceAction, Area>;
