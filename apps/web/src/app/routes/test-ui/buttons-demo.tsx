import { toast } from '@iot/ui/sonner';
import { Button } from '@iot/ui/button';
import { Spinner } from '@iot/ui/spinner';
import { SettingsIcon, TrashIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Every button variant, then the sizes, an icon button and a pending one. */
export function ButtonsDemo() {
  const { t } = useTranslation('test-ui');
  const clicked = () => toast(t('buttons.clicked'));

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={clicked}>{t('buttons.primary')}</Button>
        <Button variant="secondary" onClick={clicked}>
          {t('buttons.secondary')}
        </Button>
        <Button variant="outline" onClick={clicked}>
          {t('buttons.outline')}
        </Button>
        <Button variant="ghost" onClick={clicked}>
          {t('buttons.ghost')}
        </Button>
        <Button variant="link" onClick={clicked}>
          {t('buttons.link')}
        </Button>
        <Button variant="destructive" onClick={clicked}>
          <TrashIcon aria-hidden="true" />
          {t('buttons.destructive')}
        </Button>
        <Button disabled>{t('buttons.disabled')}</Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline">
          {t('buttons.small')}
        </Button>
        <Button size="lg" variant="outline">
          {t('buttons.large')}
        </Button>
        <Button size="icon" variant="outline" aria-label={t('buttons.settings')}>
          <SettingsIcon aria-hidden="true" />
        </Button>
        <Button disabled>
          <Spinner label={t('buttons.saving')} className="text-current" />
          {t('buttons.saving')}
        </Button>
      </div>
    </>
  );
}
