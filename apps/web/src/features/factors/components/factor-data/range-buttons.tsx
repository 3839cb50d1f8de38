import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { RANGES, type RangeKey } from '@/features/factors/utils/ranges';

/** 1小时 / 6小时 / 1天 / 7天: the product fixes these labels in Chinese in both languages. */
export function RangeButtons({
  value,
  onChange,
}: {
  value: RangeKey;
  onChange: (range: RangeKey) => void;
}) {
  const { t } = useTranslation('factors');
  return (
    <div role="group" aria-label={t('history.range')} className="flex flex-wrap gap-1">
      {RANGES.map((range) => (
        <Button
          key={range.key}
          size="sm"
          variant={range.key === value ? 'default' : 'outline'}
          aria-pressed={range.key === value}
          onClick={() => onChange(range.key)}
        >
          {t(`range.${range.key}`)}
        </Button>
      ))}
    </div>
  );
}
