import * as React from 'react';
import { Slot } from 'radix-ui';

import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/**
 * The reason of a refused control (disabled-reason.tsx), on hover, keyboard focus and tap. Loaded only when a control
 * is refused, so pages whose controls all work do not carry the tooltip's code.
 */
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
  // a press opens the reason instead of doing the action; Radix's own close-on-press is skipped (defaultPrevented)
  const explain = (event: React.SyntheticEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild onClick={explain} onPointerDown={explain}>
        <Control>{children}</Control>
      </TooltipTrigger>
      <TooltipContent className="max-w-72">
        {name ? <span className="block font-medium">{name}</span> : null}
        {reason}
      </TooltipContent>
    </Tooltip>
  );
}
