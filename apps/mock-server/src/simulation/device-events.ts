/**
 * The one place that changes a device's recorded events. Every function is pure: it takes the stored DeviceEvents
 * (or undefined) and returns the new value to store. Route handlers call these and persist the result, e.g.
 *
 *   const r = rebootDevice(sim, device, events, app.clock.nowSeconds());
 *   if (!r.ok) reply 409/400 … else await repo.saveEvents(device.id, r.events)
 *
 * Each list keeps its newest MAX_EVENTS_PER_KIND entries, so the db stays small (very old reboots stop showing as
 * history gaps once dropped).
 */
import { isSupportedType, isSwitchType } from './factor-types.js';
import { isOnlineAt } from './schedule.js';
import type { DeviceEvents, SimConfig, SimDevice, SimFactor } from './types.js';

const MAX_EVENTS_PER_KIND = 500;

export function emptyEvents(): DeviceEvents {
  return { reboots: [], forced: [], switchSets: [] };
}

function keepNewest<T>(list: T[]): T[] {
  return list.length > MAX_EVENTS_PER_KIND ? list.slice(list.length - MAX_EVENTS_PER_KIND) : list;
}

export type RebootResult =
  { ok: true; events: DeviceEvents; onlineAgainAt: number } | { ok: false; reason: 'offline' };

/**
 * Reboot: the device goes offline now for cfg.rebootSeconds (MOCK_REBOOT_SECONDS) and comes back with a new
 * connect_time. An offline device cannot be rebooted (reason 'offline').
 */
export function rebootDevice(
  cfg: SimConfig,
  device: SimDevice,
  events: DeviceEvents | undefined,
  now: number,
): RebootResult {
  const base = events ?? emptyEvents();
  if (!isOnlineAt(cfg, device, base, now)) return { ok: false, reason: 'offline' };
  return {
    ok: true,
    events: { ...base, reboots: keepNewest([...base.reboots, now]) },
    onlineAgainAt: now + cfg.rebootSeconds,
  };
}

/** Control plane: force online/offline from now on, or 'auto' to return to the schedule. */
export function forceDeviceState(
  events: DeviceEvents | undefined,
  state: 'online' | 'offline' | 'auto',
  now: number,
): DeviceEvents {
  const base = events ?? emptyEvents();
  return { ...base, forced: keepNewest([...base.forced, { from: now, state }]) };
}

export type SwitchResult =
  { ok: true; events: DeviceEvents } | { ok: false; reason: 'not_switch' | 'bad_value' };

/** Switch control: from now on the switch factor reads `value` (shows in its latest value and history). */
export function setSwitch(
  events: DeviceEvents | undefined,
  factor: Pick<SimFactor, 'agri_id' | 'the_type'>,
  value: unknown,
  now: number,
): SwitchResult {
  if (!isSwitchType(factor.the_type)) return { ok: false, reason: 'not_switch' };
  const v =
    value === true || value === 1 || value === '1' || value === 'on'
      ? 1
      : value === false || value === 0 || value === '0' || value === 'off'
        ? 0
        : null;
  if (v === null) return { ok: false, reason: 'bad_value' };
  const base = events ?? emptyEvents();
  return {
    ok: true,
    events: {
      ...base,
      switchSets: keepNewest([...base.switchSets, { agri_id: factor.agri_id, t: now, value: v }]),
    },
  };
}

export type ValueSet = NonNullable<DeviceEvents['valueSets']>[number];
export type ValueSetResult =
  | { ok: true; events: DeviceEvents; set: ValueSet }
  | { ok: false; reason: 'not_reporting' | 'bad_value' };

/**
 * Control plane: from now on the factor reads `value` — for `seconds` (a spike), or until the next set. A switch set
 * for good is a switch set, the same as a command's, so a later command still turns it. `value` null ends what the
 * control plane set (the model, or the switch's state, again).
 */
export function setFactorValue(
  events: DeviceEvents | undefined,
  factor: Pick<SimFactor, 'agri_id' | 'the_type'>,
  value: number | null,
  now: number,
  seconds?: number,
): ValueSetResult {
  if (!isSupportedType(factor.the_type)) return { ok: false, reason: 'not_reporting' };
  const base = events ?? emptyEvents();
  const set: ValueSet = {
    agri_id: factor.agri_id,
    from: now,
    until: seconds ? now + seconds : null,
    value,
  };
  if (isSwitchType(factor.the_type)) {
    if (value !== null && value !== 0 && value !== 1) return { ok: false, reason: 'bad_value' };
    if (value !== null && !seconds) {
      const switched = setSwitch(base, factor, value, now);
      return switched.ok ? { ...switched, set } : { ok: false, reason: 'bad_value' };
    }
  }
  return {
    ok: true,
    events: { ...base, valueSets: keepNewest([...(base.valueSets ?? []), set]) },
    set,
  };
}
