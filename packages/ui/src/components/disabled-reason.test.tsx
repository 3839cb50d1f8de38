import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './button';
import { DisabledReason } from './disabled-reason';

import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';
import { RowActionButtons, RowActionsMenu } from './row-actions';
import { Switch } from './switch';

const REASON = 'Your role (readonly) may not change devices';

/** The reason's tooltip loads with the first refused control; the control is refused before and after. */
const tooltipLoaded = () => act(() => import('./disabled-reason-tooltip'));

/** A refused Reboot button, its tooltip's code loaded. */
async function renderRefusedReboot(onClick = vi.fn()) {
  const user = userEvent.setup();
  render(
    <DisabledReason reason={REASON}>
      <Button onClick={onClick}>Reboot</Button>
    </DisabledReason>,
  );
  await tooltipLoaded();
  return { user, button: screen.getByRole('button', { name: 'Reboot' }) };
}

describe('DisabledReason', () => {
  it('keeps the control focusable, does nothing on press, and says why on focus', async () => {
    const onClick = vi.fn();
    const { user, button } = await renderRefusedReboot(onClick);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the reason while focused when the page scrolls (Tab to a control below the fold), until Escape', async () => {
    const { user } = await renderRefusedReboot();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
    act(() => void document.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('tooltip')).toHaveTextContent(REASON);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the reason when pressed (a tap on a phone has no hover)', async () => {
    const { user, button } = await renderRefusedReboot();
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  });

  it('stops a Radix trigger and a switch', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Dialog>
          <DisabledReason reason={REASON}>
            <DialogTrigger asChild>
              <Button>Add factor</Button>
            </DialogTrigger>
          </DisabledReason>
          <DialogContent closeLabel="Close">
            <DialogTitle>Add factor</DialogTitle>
          </DialogContent>
        </Dialog>
        <DisabledReason reason={REASON}>
          <Switch aria-label="Pump" checked={false} onCheckedChange={onCheckedChange} />
        </DisabledReason>
      </>,
    );
    await tooltipLoaded();
    await user.click(screen.getByRole('button', { name: 'Add factor' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const pump = screen.getByRole('switch', { name: 'Pump' });
    await user.click(pump);
    pump.focus();
    await user.keyboard(' ');
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(pump).toHaveAttribute('aria-checked', 'false');
    // it keeps showing its own state, not the tooltip's
    expect(pump).toHaveAttribute('data-state', 'unchecked');
  });

  it('renders the control as it is without a reason', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <DisabledReason reason={null}>
        <Button onClick={onClick}>Reboot</Button>
      </DisabledReason>,
    );
    const button = screen.getByRole('button', { name: 'Reboot' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
  it('passes what a parent asChild gives (an id, a trigger) on to the control', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild id="opener">
          <DisabledReason reason={null}>
            <Button>Open</Button>
          </DisabledReason>
        </DialogTrigger>
        <DialogContent closeLabel="Close">
          <DialogTitle>Opened</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button).toHaveAttribute('id', 'opener');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Opened' })).toBeInTheDocument();
  });
});

describe('row actions refused', () => {
  const actions = [
    { id: 'edit', label: 'Edit', onSelect: vi.fn() },
    { id: 'delete', label: 'Delete', onSelect: vi.fn(), destructive: true, disabledReason: REASON },
  ];

  it('as buttons: disabled with the reason', async () => {
    const user = userEvent.setup();
    render(<RowActionButtons actions={actions} />);
    await tooltipLoaded();
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.click(remove);
    expect(actions[1]!.onSelect).not.toHaveBeenCalled();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  });

  it('in a menu: reachable from the keyboard, with the reason, and does nothing', async () => {
    const user = userEvent.setup();
    render(<RowActionsMenu actions={actions} label="Actions" />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    const remove = await screen.findByRole('menuitem', {
      name: new RegExp(REASON.replace(/[()]/g, '\\$&')),
    });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions[1]!.onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
