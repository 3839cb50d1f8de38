import { useTranslation } from 'react-i18next';
import type { Variants } from '@iot/api-client/control/model';
import { Label } from '@iot/ui/label';
import { Switch } from '@iot/ui/switch';
import { useSetVariants } from '../api/world';
import { ActionError } from './action-error';
import { Section } from './section';

const VARIANTS = ['wrapped_lists', 'access_only_refresh', 'token_not_valid'] as const;

/** The backend variants this world plays, each switched on or off. */
export function VariantsPanel({ variants }: { variants: Variants }) {
  const { t } = useTranslation('simulator');
  const set = useSetVariants();
  return (
    <Section title={t('variants.heading')} hint={t('variants.hint')}>
      <ul className="flex flex-col gap-4">
        {VARIANTS.map((name) => (
          <li key={name} className="flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`simulator-variant-${name}`}>{t(`variants.${name}`)}</Label>
              <p id={`simulator-variant-${name}-hint`} className="text-muted-foreground text-xs">
                {t(`variants.${name}Hint`)}
              </p>
            </div>
            <Switch
              id={`simulator-variant-${name}`}
              aria-describedby={`simulator-variant-${name}-hint`}
              checked={variants[name]}
              disabled={set.isPending}
              onCheckedChange={(on) => set.mutate({ [name]: on })}
            />
          </li>
        ))}
      </ul>
      <ActionError outcomes={[set]} />
    </Section>
  );
}
