import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <footer className="text-muted-foreground border-t px-4 py-4 text-center text-xs">
      {t('footer.copyright', { year: 2025, name: t('common:appName') })}
    </footer>
  );
}
