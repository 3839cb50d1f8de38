import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/layouts/logo';
import { LoginForm } from '../../features/auth/components/login-form';
import background from '../../assets/login-background.svg';

/** /login and /login/ (spec §2): always open; success goes to /dashboard. */
export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
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
            <LoginForm onSignedIn={() => void navigate(paths.dashboard.getHref())} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
