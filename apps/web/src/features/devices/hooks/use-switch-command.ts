import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '@/lib/error-message';
import { useSetFactorSwitch } from '@/features/factors/api/factors';
import {
  CONFIRM_WITHIN_MS,
  inFlight,
  nextSwitchCommand,
  shownValue,
  type SwitchValue,
} from '../utils/switch-command';

/**
 * A switch factor's command (utils/switch-command.ts) against what the device reports: `reported` is its latest value,
 * `reportedAt` when the latest values last answered (ms). `onAccepted` asks for a fresh reading.
 */
export interface SwitchCommandOptions {
  projectId: string;
  deviceId: number;
  factor: Factor;
  reported: number | undefined;
  reportedAt: number;
  onAccepted: () => void;
}

export function useSwitchCommand({
  projectId,
  deviceId,
  factor,
  reported,
  reportedAt,
  onAccepted,
}: SwitchCommandOptions) {
  const { t } = useTranslation('devices');
  const setSwitch = useSetFactorSwitch(projectId, deviceId);
  const [command, dispatch] = useReducer(nextSwitchCommand, null);

  // every answer of the latest values is a reading the command may be waiting for
  const [lastReading, setLastReading] = useState(reportedAt);
  if (reportedAt !== lastReading) {
    setLastReading(reportedAt);
    dispatch({ type: 'reading', value: reported, at: reportedAt });
  }

  const phase = command?.phase;
  const target = command?.target;
  useEffect(() => {
    if (phase === 'awaiting') {
      const timer = setTimeout(() => dispatch({ type: 'timeout' }), CONFIRM_WITHIN_MS);
      return () => clearTimeout(timer);
    }
    const id = `switch-${factor.id}`;
    if (phase === 'confirmed') {
      const key = target ? 'overview.switchedOn' : 'overview.switchedOff';
      toast.success(t(key, { name: factor.name }), { id });
    }
    if (phase === 'unconfirmed')
      toast.error(t('overview.switchUnconfirmed', { name: factor.name }), { id });
    return undefined;
  }, [phase, target, factor.id, factor.name, t]);

  const toggle = (checked: boolean) => {
    const value: SwitchValue = checked ? 1 : 0;
    dispatch({ type: 'send', target: value });
    setSwitch.mutate(
      { projectId, devicePk: deviceId, factorId: factor.id, data: { value } },
      {
        onSuccess: () => {
          dispatch({ type: 'accepted', at: Date.now() });
          onAccepted();
        },
        onError: (e) => {
          dispatch({ type: 'refused' });
          toast.error(errorMessage(e, t('overview.switchFailed')));
        },
      },
    );
  };

  return { checked: shownValue(command, reported), busy: inFlight(command), phase, toggle };
}
