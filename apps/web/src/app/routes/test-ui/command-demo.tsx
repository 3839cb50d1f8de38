import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@iot/ui/command';
import { toast } from '@iot/ui/sonner';
import { DownloadIcon, KeyRoundIcon, ServerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const commands = [
  { key: 'commandDevices', icon: ServerIcon },
  { key: 'commandDownload', icon: DownloadIcon },
  { key: 'commandTokens', icon: KeyRoundIcon },
] as const;

export function CommandDemo() {
  const { t } = useTranslation('test-ui');

  return (
    <Command label={t('overlays.commandLabel')} className="rounded-lg border">
      <CommandInput placeholder={t('overlays.commandSearch')} />
      <CommandList>
        <CommandEmpty>{t('overlays.commandEmpty')}</CommandEmpty>
        <CommandGroup heading={t('overlays.commandGroup')}>
          {commands.map(({ key, icon: Icon }) => (
            <CommandItem
              key={key}
              onSelect={() => toast(t('overlays.menuChose', { item: t(`overlays.${key}`) }))}
            >
              <Icon aria-hidden="true" />
              {t(`overlays.${key}`)}
            </CommandItem>
          ))}
        </CommandGroup>
      </CommandList>
    </Command>
  );
}
