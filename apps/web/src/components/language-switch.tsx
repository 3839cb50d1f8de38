import { useTranslation } from 'react-i18next';
import { cn } from '@iot/ui/lib/utils';
import { changeLanguage, currentLanguage, languageTag, LANGUAGES } from '../lib/i18n';

/** 中文 / English as two toggle buttons (the login page's language switch). Each language names itself. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const active = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('userMenu.language')}
      className={cn('bg-background/80 inline-flex rounded-md border p-0.5 text-sm', className)}
    >
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={languageTag(lng)}
          aria-pressed={active === lng}
          onClick={() => void changeLanguage(lng)}
          className={cn(
            'focus-visible:ring-ring rounded px-2.5 py-1 outline-none focus-visible:ring-[3px]',
            active === lng ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          {t(`languages.${lng}`)}
        </button>
      ))}
    </div>
  );
}
