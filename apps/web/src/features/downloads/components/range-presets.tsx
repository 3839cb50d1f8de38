import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { PRESETS, type Preset } from '../utils/presets';

/** The export form's preset ranges (today, yesterday, this week, …) as a row of buttons. */
export function RangePresets({ onPick }: { onPick: (preset: Preset) => void }) {
  const { t } = useTranslation('downloads');
  return (
    <div role="group" aria-label={t('create.presets')} className="flex flex-wrap gap-1">
      {PRESETS.map((p) => (
        <Button key={p} type="button" variant="outline" size="sm" onClick={() => onPick(p)}>
          {t(`presets.${p}`)}
        </Button>
      ))}
    </div>
  );
}
