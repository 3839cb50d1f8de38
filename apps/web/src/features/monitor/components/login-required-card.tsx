import { useTranslation } from 'react-i18next';
import { LogInIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';

/** Signed out, the monitor says a login is needed and opens the login dialog again. */
export function LoginRequiredCard({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('monitor');
  return (
    // no board to frame: the card gets the room it needs (a 16:9 box is too low for it on a phone)
    <Card className="mt-8 w-full max-w-sm text-center sm:mt-0">
      <CardHeader>
        <CardTitle>{t('loginRequired.title')}</CardTitle>
        <CardDescription>{t('loginRequired.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onLogin}>
          <LogInIcon aria-hidden="true" />
          {t('loginRequired.action')}
        </Button>
      </CardContent>
    </Card>
  );
}
