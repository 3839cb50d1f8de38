import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { NotFound } from './not-found';

/** What a route shows when its code or loader fails: not-found for 404, otherwise a message and a reload button. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6">
      <h1 className="text-xl font-semibold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground text-sm">{t('routeError.message')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </div>
  );
}
