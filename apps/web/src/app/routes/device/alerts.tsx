import { useTranslation } from 'react-i18next';

/** Device alerts tab: the one placeholder the spec asks for (§2 "alerts (placeholder, coming soon)"). */
export function Component() {
  const { t } = useTranslation('devices');
  return (
    <section className="text-muted-foreground rounded-md border border-dashed p-10 text-center">
      {t('alerts.comingSoon')}
    </section>
  );
}
