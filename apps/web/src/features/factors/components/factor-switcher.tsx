import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@iot/ui/dropdown-menu';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { factorTitle } from '../utils/factor-kind';
import { useFactors } from '../api/factors';

/** On factor pages, the device's factors; choosing one opens its data (switchError when that fails). */
export function FactorSwitcher({
  orgSlug,
  projectId,
  deviceId,
  factorId,
}: {
  orgSlug: string;
  projectId: string;
  deviceId: number;
  factorId: number;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const navigate = useNavigate();
  const factors = useFactors(projectId, deviceId, {
    key: 'devices:factorSelector.switchError',
    plain: true,
  });
  const current = factors.data?.find((f) => f.id === factorId);

  const choose = (id: number) => {
    Promise.resolve(
      navigate(paths.device.factorData.getHref(orgSlug, projectId, deviceId, id)),
    ).catch(() => toast.error(t('factorSelector.switchError')));
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="max-w-64"
          title={current ? factorTitle(current) : undefined}
        >
          <span className="sr-only">{t('factorSelector.label')}: </span>
          <span className="truncate">
            {current ? factorTitle(current) : t('factorSelector.placeholder')}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-60 w-72 overflow-y-auto">
        <DropdownMenuLabel>
          {factors.data
            ? t('factorSelector.count', { count: factors.data.length })
            : t('common:loading')}
        </DropdownMenuLabel>
        {factors.data?.map((factor) => (
          <DropdownMenuItem key={factor.id} onSelect={() => choose(factor.id)}>
            <CheckIcon
              aria-hidden="true"
              className={factor.id === factorId ? 'opacity-100' : 'opacity-0'}
            />
            <span className="truncate" title={factorTitle(factor)}>
              {factorTitle(factor)}
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
