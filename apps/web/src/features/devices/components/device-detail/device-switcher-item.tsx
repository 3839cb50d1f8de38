import { CheckIcon } from 'lucide-react';
import type { Device } from '@iot/api-client/model';
import { CommandItem } from '@iot/ui/command';
import { OnlineBadge } from './online-badge';

/** A device in the switcher's list: checked when it is the open one, its name and id, online or offline. */
export function DeviceSwitcherItem({
  device,
  current,
  onSelect,
}: {
  device: Device;
  current: boolean;
  onSelect: () => void;
}) {
  return (
    <CommandItem value={String(device.id)} onSelect={onSelect} className="justify-between gap-2">
      <span className="flex min-w-0 items-center gap-2">
        <CheckIcon aria-hidden="true" className={current ? 'opacity-100' : 'opacity-0'} />
        <span className="min-w-0">
          <span className="block truncate" title={device.device_name}>
            {device.device_name}
          </span>
          <span className="text-muted-foreground block font-mono text-xs">{device.device_id}</span>
        </span>
      </span>
      <OnlineBadge online={device.is_online} />
    </CommandItem>
  );
}
