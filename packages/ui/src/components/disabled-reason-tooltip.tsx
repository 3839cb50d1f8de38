import * as React from 'react';
import { Slot } from 'radix-ui';

import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/**
 * The control as the tooltip's trigger, keeping its own `data-state` and `data-slot` (a switch's checked look, a
 * trigger's open state) instead of the tooltip's.
 */
function Control({
  'data-state': _state,
  'data-slot': _slot,
  ...props
}: React.ComponentProps<typeof Slot.Root> & { 'data-state'?: string; 'data-slot'?: string }) {
  return <Slot.Root {...props} />;
}

/**
 * The reason of a refused control (disabled-reason.tsx), on hover, keyboard focus and tap. Loaded only when a control
 * is refused, so pages whose controls all work do not carry the tooltip's code.
 */
export default function DisabledReasonTooltip({
  reason,
  name,
  children,
}: {
  reason: string;
  name?: string;
  children: React.ReactElement;
}) {
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLElement>(null);
  const escaped = React.useRef(false);
  // a press opens the reason instead of doing the action; Radix's own close-on-press is skipped (defaultPrevented)
  const explain = (event: React.SyntheticEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  // Radix closes a tooltip when the page scrolls — as it does when Tab reaches a control below the fold: the reason
  // stays while the control has the keyboard's focus, until Escape
  const onOpenChange = (next: boolean) => {
    const focused = document.activeElement === trigger.current && !escaped.current;
    escaped.current = false;
    setOpen(next || focused);
  };
  return (
    <Tooltip open={open} onOpenChange={onOpenChange}>
      <TooltipTrigger asChild onClick={explain} onPointerDown={explain}>
        <Control ref={trigger}>{children}</Control>
      </TooltipTrigger>
      <TooltipContent className="max-w-72" onEscapeKeyDown={() => (escaped.current = true)}>
        {name ? <span className="block font-medium">{name}</span> : null}
        {reason}
      </TooltipContent>
    </Tooltip>
  );
}
