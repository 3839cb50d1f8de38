import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { CONFIG_FILE, RuntimeConfigError } from '../lib/runtime-config';

/**
 * Shown instead of the console when config.json is there but unusable (lib/runtime-config.ts): the deployer's mistake is
 * named (file and field) rather than the console talking to the wrong server.
 */
export function ConfigError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail =
    error instanceof RuntimeConfigError
      ? t(`configError.reasons.${error.reason}`, { file: CONFIG_FILE, field: error.field })
      : String(error);
  return (
    <main
      role="alert"
      className="bg-background text-foreground flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-xl font-semibold">{t('configError.title')}</h1>
      <p className="text-muted-foreground max-w-md text-sm">{t('configError.message')}</p>
      <code className="bg-muted max-w-xl rounded px-3 py-2 text-left text-sm break-words">
        {detail}
      </code>
      <Button onClick={() => window.location.reload()}>{t('configError.reload')}</Button>
    </main>
  );
}
