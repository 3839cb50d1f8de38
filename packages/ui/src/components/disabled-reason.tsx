import * as React from 'react';
import { Slot } from 'radix-ui';

const DisabledReasonTooltip = React.lazy(() => import('./disabled-reason-tooltip'));

type Control = React.ReactElement<{
  onClick?: React.MouseEventHandler;
  disabled?: boolean;
  'aria-disabled'?: boolean;
}>;

/**
 * A control the user may not use: with a `reason` it stays in place and in the tab order (`aria-disabled`, where a
 * `disabled` button could not take focus), does nothing when pressed, and shows the reason on hover, keyboard focus
 * and tap. Without a reason the control renders as it is. The child is a button-like element (Button, Switch,
 * Checkbox, a Radix trigger with `asChild`) whose click does its action. Props given to this component by a parent
 * `asChild` (a form control's id and aria attributes) reach the child; a parent's handlers only when there is no reason.
 */
function DisabledReason({
  reason,
  name,
  children,
  ...forwarded
}: {
  reason?: string | null;
  /** What the control is, above the reason (an icon button has no visible name). */
  name?: string;
  children: Control;
} & Record<string, unknown>) {
  if (!reason) return <Slot.Root {...forwarded}>{children}</Slot.Root>;
  const attributes = Object.fromEntries(
    Object.entries(forwarded).filter(([, value]) => typeof value !== 'function'),
  );
  const refused = (
    <Slot.Root {...attributes}>
      {React.cloneElement(children, {
        'aria-disabled': true,
        disabled: false,
        onClick: (event: React.MouseEvent) => event.preventDefault(),
      })}
    </Slot.Root>
  );
  // refused at once; the reason's tooltip follows when its code has loaded
  return (
    <React.Suspense fallback={refused}>
      <DisabledReasonTooltip reason={reason} name={name}>
        {refused}
      </DisabledReasonTooltip>
    </React.Suspense>
  );
}

export { DisabledReason };
