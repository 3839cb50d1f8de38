import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorValue } from '@iot/api-client/control/model';
import type { Factor } from '@iot/api-client/model';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { useDeviceChanges } from '../api/device';
import { ActionError } from './action-error';
import { SensorValueForm, SwitchValueButtons, type FactorValueCalls } from './factor-value-row';

/** What kind of factor a type is (the factors feature's rule, handed over by the route). */
type FactorKindOf = (theType: number) => 'sensor' | 'switch' | 'unsupported';

/** A device and its factors, with the factors feature's rule of their kinds. */
export interface DeviceFactorsProps {
  deviceId: number;
  factors: Factor[];
  kindOf: FactorKindOf;
}

/** The device's factors, each a group named by its heading, with the value the device reports set from its side. */
export function FactorValuesCard({ deviceId, factors, kindOf }: DeviceFactorsProps) {
  const { t } = useTranslation('simulator');
  const { setValue, clearValue } = useDeviceChanges(deviceId);
  const [last, setLast] = useState<Record<string, FactorValue>>({});
  const remember = (value: FactorValue) => {
    setLast((before) => ({ ...before, [value.agri_id]: value }));
    return value;
  };
  const callsFor = (factor: Factor): FactorValueCalls => ({
    set: (change) => setValue.mutateAsync({ factor: factor.agri_id, change }).then(remember),
    clear: () => clearValue.mutateAsync(factor.agri_id).then(remember),
    pending: setValue.isPending || clearValue.isPending,
  });
  const shown = factors.filter((f) => kindOf(f.the_type) !== 'unsupported');
  return (
    <Card role="region" aria-label={t('device.factors')}>
      <CardHeader>
        <CardTitle>{t('device.factors')}</CardTitle>
        <CardDescription>{t('device.factorsHint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {shown.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('device.noFactors')}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {shown.map((factor) => {
              const Control =
                kindOf(factor.the_type) === 'switch' ? SwitchValueButtons : SensorValueForm;
              return (
                <li
                  key={factor.id}
                  role="group"
                  aria-labelledby={`simulator-factor-${factor.id}`}
                  className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0"
                >
                  <h4 id={`simulator-factor-${factor.id}`} className="text-sm font-medium">
                    {factor.name}{' '}
                    <span className="text-muted-foreground font-normal">
                      {factor.the_type_detail.unit}
                    </span>
                  </h4>
                  <Control
                    name={factor.name}
                    calls={callsFor(factor)}
                    last={last[factor.agri_id]}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <ActionError outcomes={[setValue, clearValue]} />
      </CardContent>
    </Card>
  );
}
