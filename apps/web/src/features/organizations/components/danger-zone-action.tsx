import type { ReactNode } from 'react';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { cn } from '@iot/ui/lib/utils';

/** One action of a danger zone: what it does, and its button (disabled, saying why, when the member may not). */
export function DangerZoneAction({
  label,
  description,
  refused,
  destructive = false,
  onClick,
  className,
}: {
  label: ReactNode;
  description: ReactNode;
  refused: string | undefined;
  destructive?: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{label}</p>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <DisabledReason reason={refused}>
        <Button variant={destructive ? 'destructive' : 'outline'} onClick={onClick}>
          {label}
        </Button>
      </DisabledReason>
    </div>
  );
}
