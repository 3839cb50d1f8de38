import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockIcon } from 'lucide-react';
import { Button } from '@iot/ui/button';

/** A page the member's role or permissions do not open: why, and the way back (docs/decisions/0098). */
export function NoPermission({ reason, backHref }: { reason: string; backHref: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="no-permission-title"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <LockIcon aria-hidden="true" className="text-muted-foreground size-10" />
      <h2 id="no-permission-title" className="text-xl font-semibold">
        {t('noPermission.title')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('noPermission.message', { reason })}</p>
      <Button asChild variant="outline">
        <Link to={backHref}>{t('noPermission.back')}</Link>
      </Button>
    </section>
  );
}
