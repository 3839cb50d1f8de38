import { useTranslation } from 'react-i18next';
import { useSimulatorPresent } from '../presence';

/** The label of a device's Simulator tab once the control plane answered; null before and elsewhere (no texts loaded then). */
export function useSimulatorTabLabel(): string | null {
  const present = useSimulatorPresent();
  const { i18n, ready } = useTranslation(present ? 'simulator' : 'devices', {
    useSuspense: false,
  });
  return present && ready ? i18n.t('simulator:device.tab') : null;
}
