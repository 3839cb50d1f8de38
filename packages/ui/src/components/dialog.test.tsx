import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { Input } from './input';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './alert-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

function RenameDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Rename</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Rename device</DialogTitle>
          <DialogDescription>Give the device a new name.</DialogDescription>
        </DialogHeader>
        <Input aria-label="Name" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens with focus inside, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<RenameDialog />);

    const trigger = screen.getByRole('button', { name: 'Rename' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Rename device' });
    expect(dialog).toHaveAccessibleDescription('Give the device a new name.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from the labelled corner button and from a close action', async () => {
    const user = userEvent.setup();
    render(<RenameDialog />);

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A dialog opened by state, as the console's pages open theirs: no Trigger; from a button or from a menu item. */
function StateDialog({ alert = false }: { alert?: boolean }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create</Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>More</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {alert ? (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent>
            <AlertDialogTitle>Delete device</AlertDialogTitle>
            <AlertDialogDescription>It cannot be undone.</AlertDialogDescription>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent closeLabel="Close">
            <DialogTitle>New device</DialogTitle>
            <DialogDescription>Name it.</DialogDescription>
            <Input aria-label="Name" />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

describe('focus after a dialog opened without a Trigger', () => {
  it.each([false, true])(
    'goes back to the button that opened it (alert dialog: %s)',
    async (alert) => {
      const user = userEvent.setup();
      render(<StateDialog alert={alert} />);
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByRole(alert ? 'alertdialog' : 'dialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus());
    },
  );

  it.each([false, true])(
    "goes back to the menu's trigger when a menu item opened it (alert dialog: %s)",
    async (alert) => {
      const user = userEvent.setup();
      render(<StateDialog alert={alert} />);
      screen.getByRole('button', { name: 'More' }).focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      expect(await screen.findByRole(alert ? 'alertdialog' : 'dialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveFocus());
    },
  );
});
