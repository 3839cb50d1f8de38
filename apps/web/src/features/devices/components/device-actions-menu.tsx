import { useTranslation } from 'react-i18next';
import {
  ArrowRightLeftIcon,
  BuildingIcon,
  MoreHorizontalIcon,
  RotateCwIcon,
  Trash2Icon,
} from 'lucide-react';
import { Button } from '@iot/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@iot/ui/dropdown-menu';
import { Spinner } from '@iot/ui/spinner';

export type DeviceAction = 'move' | 'transfer' | 'reboot' | 'delete';

/** The per-row menu of a device: move, transfer, reboot (when it has a project) and delete. */
export function DeviceActionsMenu({
  name,
  canReboot,
  rebooting,
  onAction,
}: {
  name: string;
  canReboot: boolean;
  rebooting: boolean;
  onAction: (action: DeviceAction) => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('list.actionsFor', { name })}>
          {rebooting ? (
            <Spinner label={t('common:loading')} />
          ) : (
            <MoreHorizontalIcon aria-hidden="true" />
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('move')}>
          <ArrowRightLeftIcon aria-hidden="true" />
          {t('actions.move')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('transfer')}>
          <BuildingIcon aria-hidden="true" />
          {t('actions.transfer')}
        </DropdownMenuItem>
        {canReboot ? (
          <DropdownMenuItem disabled={rebooting} onSelect={() => onAction('reboot')}>
            <RotateCwIcon aria-hidden="true" />
            {t('actions.reboot')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete')}>
          <Trash2Icon aria-hidden="true" />
          {t('actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
