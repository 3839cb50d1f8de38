import { useId } from 'react';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@iot/ui/dialog';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { useTranslation } from 'react-i18next';

export function DialogDemo() {
  const { t } = useTranslation('test-ui');
  const id = useId();

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{t('overlays.openDialog')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('overlays.close')}>
        <DialogHeader>
          <DialogTitle>{t('overlays.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('overlays.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-rename`}>{t('overlays.dialogName')}</Label>
          <Input id={`${id}-rename`} />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('overlays.cancel')}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={() => toast.success(t('overlays.renamed'))}>
              {t('overlays.confirm')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
