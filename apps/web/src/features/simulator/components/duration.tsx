import { useTranslation } from 'react-i18next';
import { durationParts } from '../utils/duration';

/** A span of seconds in words ("1 d 2 h"), inside `template` (a key of the simulator namespace with {{amount}}). */
export function Duration({
  seconds,
  template,
}: {
  seconds: number;
  template: 'clock.ahead' | 'clock.behind';
}) {
  const { t } = useTranslation('simulator');
  const amount = durationParts(seconds)
    .map((part) => t(`units.${part.unit}`, { count: part.count }))
    .join(' ');
  return <>{t(template, { amount })}</>;
}
