import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet';

function Workbench() {
  const [asking, setAsking] = React.useState(false);
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button>Simulator</Button>
      </SheetTrigger>
      <SheetContent closeLabel="Close">
        <SheetHeader>
          <SheetTitle>Simulator</SheetTitle>
          <SheetDescription>Steer the world.</SheetDescription>
        </SheetHeader>
        <Button onClick={() => setAsking(true)}>Reset world</Button>
        <AlertDialog open={asking} onOpenChange={setAsking}>
          <AlertDialogContent>
            <AlertDialogTitle>Reset?</AlertDialogTitle>
            <AlertDialogDescription>Back to the seed.</AlertDialogDescription>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
          </AlertDialogContent>
        </AlertDialog>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens as a named dialog with focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Workbench />);
    const trigger = screen.getByRole('button', { name: 'Simulator' });
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Simulator' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('a dialog opened inside it gives focus back to its opener there', async () => {
    const user = userEvent.setup();
    render(<Workbench />);
    await user.click(screen.getByRole('button', { name: 'Simulator' }));
    const reset = screen.getByRole('button', { name: 'Reset world' });
    await user.click(reset);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(reset).toHaveFocus());
  });
});
