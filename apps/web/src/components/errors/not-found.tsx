import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Any other path; back-to-home when signed in, a login button otherwise. */
export function NotFound() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  return (
    <main className="bg-background text-foreground flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-primary text-6xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 className="text-xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground max-w-md text-sm">{t('notFound.message')}</p>
      {signedIn ? (
        <Button asChild>
          <Link to={paths.home.getHref()}>{t('notFound.backHome')}</Link>
        </Button>
      ) : (
        <Button asChild>
          <Link to={paths.login.getHref()}>{t('notFound.login')}</Link>
        </Button>
      )}
    </main>
  );
}
