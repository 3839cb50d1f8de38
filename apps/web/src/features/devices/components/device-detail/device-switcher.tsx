import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronsUpDownIcon } from 'lucide-react';
import type { Device } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandList } from '@iot/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@iot/ui/popover';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { OnlineBadge } from './online-badge';
import { DeviceSwitcherItem } from './device-switcher-item';
import { projectDevicesQuery } from '@/features/devices/api/devices';
import { useOrgSlug } from '@/lib/org-scope';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';

const PAGE_SIZE = 100;

/**
 * The project's devices, searchable (server-side, 300 ms debounce), with their count and an online / offline
 * badge each; choosing one opens it (switchError when the list or the navigation fails).
 */
export function DeviceSwitcher({
  orgSlug,
  projectId,
  device,
}: {
  orgSlug: string;
  projectId: string;
  device: Device | undefined;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const devices = useQuery({
    ...projectDevicesQuery(
      useOrgSlug(),
      projectId,
      { page: 1, page_size: PAGE_SIZE, ...(debounced ? { search: debounced } : {}) },
      { key: 'devices:deviceSelector.switchError', plain: true },
    ),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const choose = (id: number) => {
    setOpen(false);
    Promise.resolve(navigate(paths.device.overview.getHref(orgSlug, projectId, id))).catch(() =>
      toast.error(t('deviceSelector.switchError')),
    );
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="max-w-full justify-between sm:max-w-80"
          aria-expanded={open}
          title={device?.device_name}
        >
          <span className="sr-only">{t('deviceSelector.label')}: </span>
          <span className="truncate font-semibold">
            {device?.device_name ?? t('deviceSelector.placeholder')}
          </span>
          {device ? <OnlineBadge online={device.is_online} /> : null}
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0" aria-label={t('deviceSelector.label')}>
        <Command shouldFilter={false} label={t('deviceSelector.search')}>
          <CommandInput
            placeholder={t('deviceSelector.search')}
            value={search}
            onValueChange={setSearch}
          />
          <p className="text-muted-foreground border-b px-3 py-1.5 text-xs" aria-live="polite">
            {devices.data
              ? t('deviceSelector.count', { count: devices.data.count })
              : t('common:loading')}
          </p>
          <CommandList className="max-h-60">
            <CommandEmpty>
              {devices.isPending ? t('deviceSelector.loading') : t('deviceSelector.empty')}
            </CommandEmpty>
            <CommandGroup>
              {devices.data?.results.map((d) => (
                <DeviceSwitcherItem
                  key={d.id}
                  device={d}
                  current={d.id === device?.id}
                  onSelect={() => choose(d.id)}
                />
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
