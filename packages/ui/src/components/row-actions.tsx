import * as React from 'react';
import { MoreHorizontalIcon } from 'lucide-react';

import { cn } from '../lib/utils';
import { Button } from './button';
import { DisabledReason } from './disabled-reason';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

/** One action of a list row (responsive-list.tsx): a button in a table, an item of the row's menu. */
type RowAction = {
  id: string;
  /** The menu item's text (and the button's tooltip). */
  label: string;
  /** The button's name for screen readers in the table, e.g. "Delete token ci-bot"; defaults to label. */
  accessibleName?: string;
  icon?: React.ReactNode;
  onSelect: () => void;
  destructive?: boolean;
  disabled?: boolean;
  /** Why the user may not do this (their role, a permission): the action stays, disabled, and says so. */
  disabledReason?: string;
  /** In the table: an outlined button with its label instead of an icon button. */
  prominent?: boolean;
};

/** A row's actions as a menu (Radix: keyboard, focus return, screen-reader roles). */
function RowActionsMenu({
  actions,
  label,
  busy,
}: {
  actions: RowAction[];
  label: string;
  busy?: React.ReactNode;
}) {
  const firstDestructive = actions.findIndex((a) => a.destructive);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} title={label}>
          {busy ?? <MoreHorizontalIcon aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action, index) => (
          <React.Fragment key={action.id}>
            {index > 0 && index === firstDestructive ? <DropdownMenuSeparator /> : null}
            {action.disabledReason ? (
              // focusable, as a disabled menu item should be (WAI-ARIA APG), with its reason under its name
              <DropdownMenuItem
                variant={action.destructive ? 'destructive' : 'default'}
                aria-disabled="true"
                className="flex-wrap opacity-60"
                onSelect={(event) => event.preventDefault()}
              >
                {action.icon}
                {action.label}
                <span className="text-muted-foreground basis-full text-xs">
                  {action.disabledReason}
                </span>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem
                variant={action.destructive ? 'destructive' : 'default'}
                disabled={action.disabled}
                onSelect={action.onSelect}
              >
                {action.icon}
                {action.label}
              </DropdownMenuItem>
            )}
          </React.Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function RowActionButtons({ actions }: { actions: RowAction[] }) {
  return (
    <div className="flex items-center justify-end gap-1">
      {actions.map((action) => (
        <DisabledReason
          key={action.id}
          reason={action.disabledReason}
          name={action.prominent ? undefined : action.label}
        >
          <Button
            variant={action.prominent ? 'outline' : 'ghost'}
            size={action.prominent ? 'sm' : 'icon-sm'}
            className={cn(!action.prominent && action.destructive && 'text-destructive')}
            disabled={action.disabled}
            aria-label={
              action.prominent ? action.accessibleName : (action.accessibleName ?? action.label)
            }
            // the tooltip says why it is disabled; a title would repeat over it
            title={action.disabledReason ? undefined : action.label}
            onClick={action.onSelect}
          >
            {action.icon}
            {action.prominent ? action.label : null}
          </Button>
        </DisabledReason>
      ))}
    </div>
  );
}

export { RowActionButtons, RowActionsMenu, type RowAction };
