import { useTranslation } from 'react-i18next';
import { formatPeriod, formatResetTime, readDemoReset } from '@/lib/demo-reset';

/**
 * docs/security.md#running-a-public-demo-safely: on a public demo (the server announces scheduled resets, lib/demo-reset.ts) the login page says that
 * every change is wiped and when the next reset happens. Nothing on any other server.
 */
export function DemoResetNotice() {
  const { t, i18n } = useTranslation('auth');
  const reset = readDemoReset();
  if (!reset) return null;
  const language = i18n.language === 'zh' ? 'zh-CN' : 'en';
  return (
    <p role="note" className="text-muted-foreground mt-4 text-center text-xs leading-relaxed">
      {t('login.demoReset', {
        period: formatPeriod(reset.everySeconds, language),
        time: formatResetTime(reset.nextAt, language),
      })}
    </p>
  );
}
