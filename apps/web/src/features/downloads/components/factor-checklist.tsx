import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from '@iot/ui/checkbox';
import { Label } from '@iot/ui/label';
import { factorsQuery } from '@/features/factors/api/factors';
import { useOrgSlug } from '@/lib/org-scope';

/** The chosen device's factors as checkboxes (at least one is needed). */
export function FactorChecklist({
  projectId,
  deviceId,
  value,
  onChange,
}: {
  projectId: string;
  deviceId: number | null;
  value: number[];
  onChange: (value: number[]) => void;
}) {
  const { t } = useTranslation('downloads');
  const factors = useQuery({
    ...factorsQuery(useOrgSlug(), projectId, deviceId ?? 0),
    enabled: deviceId !== null,
  });
  if (deviceId === null)
    return <p className="text-muted-foreground text-sm">{t('create.chooseDeviceFirst')}</p>;
  if (factors.isPending)
    return <p className="text-muted-foreground text-sm">{t('create.loadingFactors')}</p>;
  if (factors.isError)
    return <p className="text-destructive text-sm">{t('create.factorsFailed')}</p>;
  const all = factors.data.map((f) => f.id);
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('create.factors')}</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id="factor-all"
          checked={value.length === all.length && all.length > 0}
          onCheckedChange={(c) => onChange(c === true ? all : [])}
        />
        <Label htmlFor="factor-all">{t('create.allFactors')}</Label>
      </div>
      <div className="grid max-h-40 gap-2 overflow-y-auto sm:grid-cols-2">
        {factors.data.map((f) => (
          <div key={f.id} className="flex items-center gap-2">
            <Checkbox
              id={`factor-${f.id}`}
              checked={value.includes(f.id)}
              onCheckedChange={(c) => toggle(f.id, c === true)}
            />
            <Label htmlFor={`factor-${f.id}`} className="font-normal">
              {f.name}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
