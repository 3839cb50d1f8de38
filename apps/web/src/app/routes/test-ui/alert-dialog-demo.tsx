import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@iot/ui/alert-dialog';
import { Button } from '@iot/ui/button';
import { toast } from '@iot/ui/sonner';
import { useTranslation } from 'react-i18next';

export function AlertDialogDemo() {
  const { t } = useTranslation('test-ui');

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">{t('overlays.openAlert')}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('overlays.alertTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('overlays.alertDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('overlays.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => toast.success(t('overlays.deleted'))}
          >
            {t('overlays.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
