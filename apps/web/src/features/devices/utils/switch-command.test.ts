import { describe, expect, it } from 'vitest';
import { nextSwitchCommand, shownValue, type SwitchCommand } from './switch-command';

const run = (...events: Parameters<typeof nextSwitchCommand>[1][]) =>
  events.reduce<SwitchCommand | null>(nextSwitchCommand, null);

describe('a switch command', () => {
  it('shows the asked value while it is sent and awaited', () => {
    const sending = run({ type: 'send', target: 1 });
    expect(sending?.phase).toBe('sending');
    expect(shownValue(sending, 0)).toBe(true);
    const awaiting = nextSwitchCommand(sending, { type: 'accepted', at: 1000 });
    expect(awaiting?.phase).toBe('awaiting');
    expect(shownValue(awaiting, 0)).toBe(true);
  });

  it('is confirmed by a reading that came after the server accepted it and shows the asked value', () => {
    const command = run(
      { type: 'send', target: 1 },
      { type: 'accepted', at: 1000 },
      // an answer that was on its way before the acceptance does not count, even with the asked value
      { type: 'reading', value: 1, at: 900 },
    );
    expect(command?.phase).toBe('awaiting');
    // a newer reading with the old value: the device has not switched yet
    expect(nextSwitchCommand(command, { type: 'reading', value: 0, at: 1100 })?.phase).toBe(
      'awaiting',
    );
    expect(nextSwitchCommand(command, { type: 'reading', value: 1, at: 1100 })?.phase).toBe(
      'confirmed',
    );
  });

  it('rolls back to the reported value when the server refuses it', () => {
    const command = run({ type: 'send', target: 1 }, { type: 'refused' });
    expect(command?.phase).toBe('refused');
    expect(shownValue(command, 0)).toBe(false);
  });

  it('rolls back when the device does not confirm in time', () => {
    const command = run(
      { type: 'send', target: 0 },
      { type: 'accepted', at: 1000 },
      { type: 'timeout' },
    );
    expect(command?.phase).toBe('unconfirmed');
    expect(shownValue(command, 1)).toBe(true);
    // a late confirmation no longer changes the outcome
    expect(nextSwitchCommand(command, { type: 'reading', value: 0, at: 5000 })?.phase).toBe(
      'unconfirmed',
    );
  });
});
