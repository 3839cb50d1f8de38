/**
 * The life of one switch command (docs/decisions/0143-switch-commands.md): sent → accepted by the server →
 * confirmed by the device (a reading that came after the acceptance shows the asked value), or failed: refused by the
 * server, or not confirmed within CONFIRM_WITHIN_MS. While it is on its way the switch shows the asked value; once it
 * failed it shows what the device last reported again (the roll-back).
 */
import { LATEST_REFRESH_MS } from '../components/device-detail/latest-values';

/** Three refreshes of the latest values: a device that reports every ≥ 10 s has answered by then. */
export const CONFIRM_WITHIN_MS = 3 * LATEST_REFRESH_MS;

export type SwitchValue = 0 | 1;

export type SwitchCommand =
  | { phase: 'sending'; target: SwitchValue }
  | { phase: 'awaiting'; target: SwitchValue; acceptedAt: number }
  | { phase: 'confirmed' | 'refused' | 'unconfirmed'; target: SwitchValue };

export type SwitchEvent =
  | { type: 'send'; target: SwitchValue }
  | { type: 'accepted'; at: number }
  | { type: 'refused' }
  /** The latest values answered: `value` is the switch's reported value, `at` when the answer came (ms). */
  | { type: 'reading'; value: number | undefined; at: number }
  | { type: 'timeout' };

export function nextSwitchCommand(
  command: SwitchCommand | null,
  event: SwitchEvent,
): SwitchCommand | null {
  if (event.type === 'send') return { phase: 'sending', target: event.target };
  if (!command) return null;
  switch (event.type) {
    case 'accepted':
      return command.phase === 'sending'
        ? { phase: 'awaiting', target: command.target, acceptedAt: event.at }
        : command;
    case 'refused':
      return command.phase === 'sending' ? { phase: 'refused', target: command.target } : command;
    case 'reading':
      return command.phase === 'awaiting' &&
        event.at > command.acceptedAt &&
        event.value === command.target
        ? { phase: 'confirmed', target: command.target }
        : command;
    case 'timeout':
      return command.phase === 'awaiting'
        ? { phase: 'unconfirmed', target: command.target }
        : command;
  }
}

/** Whether the command is on its way (the switch shows its target and takes no other command). */
export const inFlight = (command: SwitchCommand | null): boolean =>
  command?.phase === 'sending' || command?.phase === 'awaiting';

/** What the switch shows: the target while the command is on its way, else what the device reported. */
export function shownValue(command: SwitchCommand | null, reported: number | undefined): boolean {
  return inFlight(command) ? command?.target === 1 : reported === 1;
}
