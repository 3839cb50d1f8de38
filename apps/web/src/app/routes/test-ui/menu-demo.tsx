import { useState } from 'react';
import { Button } from '@iot/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@iot/ui/dropdown-menu';
import { toast } from '@iot/ui/sonner';
import { ChevronDownIcon, MoveIcon, RotateCwIcon, TrashIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function MenuDemo() {
  const { t } = useTranslation('test-ui');
  const [showOffline, setShowOffline] = useState(true);
  const chose = (key: 'menuRestart' | 'menuMove' | 'menuDelete') =>
    toast(t('overlays.menuChose', { item: t(`overlays.${key}`) }));

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          {t('overlays.openMenu')}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>{t('overlays.menuLabel')}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => chose('menuRestart')}>
          <RotateCwIcon aria-hidden="true" />
          {t('overlays.menuRestart')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => chose('menuMove')}>
          <MoveIcon aria-hidden="true" />
          {t('overlays.menuMove')}
        </DropdownMenuItem>
        <DropdownMenuCheckboxItem
          checked={showOffline}
          onCheckedChange={(checked) => setShowOffline(checked === true)}
        >
          {t('overlays.menuShowOffline')}
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => chose('menuDelete')}>
          <TrashIcon aria-hidden="true" />
          {t('overlays.menuDelete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
