import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/layouts/logo';
import background from '@/assets/login-background.svg';
import { DemoResetNotice } from './demo-reset-notice';
import { LoginForm } from './login-form';

/**
 * The login page: language switch, background image, the form. Rendered by the login document
 * (src/login-main.tsx) and by the console's /login route; `onSignedIn` says where to go.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div
      className="relative flex min-h-screen items-center justify-center bg-cover bg-center p-4"
      style={{ backgroundImage: `url("${background}")` }}
    >
      <LanguageSwitch className="absolute top-4 right-4" />
      <main className="w-full max-w-sm">
        <Card className="bg-card/95 shadow-xl backdrop-blur">
          <CardHeader className="items-center text-center">
            <Logo className="mx-auto mb-2 size-10" />
            <CardTitle>
              <h1 className="text-xl font-semibold">{t('common:appName')}</h1>
            </CardTitle>
            <CardDescription>{t('login.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm onSignedIn={onSignedIn} />
            <DemoResetNotice />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
