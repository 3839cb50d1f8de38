import { useId } from 'react';
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
import { Card, CardContent, CardHeader, CardTitle } from '@iot/ui/card';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@iot/ui/command';
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
import { Popover, PopoverContent, PopoverTrigger } from '@iot/ui/popover';
import { toast } from '@iot/ui/sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@iot/ui/tabs';
import { DownloadIcon, KeyRoundIcon, ServerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { MenuDemo } from './menu-demo';

const commands = [
  { key: 'commandDevices', icon: ServerIcon },
  { key: 'commandDownload', icon: DownloadIcon },
  { key: 'commandTokens', icon: KeyRoundIcon },
] as const;

export function OverlaysSection() {
  const { t } = useTranslation('test-ui');
  const id = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('sections.overlays')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2">
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

          <Popover>
            <PopoverTrigger asChild>
              <Button variant="outline">{t('overlays.openPopover')}</Button>
            </PopoverTrigger>
            <PopoverContent aria-label={t('overlays.popoverTitle')}>
              <p className="font-medium">{t('overlays.popoverTitle')}</p>
              <p className="text-muted-foreground text-sm">{t('overlays.popoverBody')}</p>
            </PopoverContent>
          </Popover>

          <MenuDemo />
        </div>

        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">{t('overlays.tabOverview')}</TabsTrigger>
            <TabsTrigger value="factors">{t('overlays.tabFactors')}</TabsTrigger>
            <TabsTrigger value="settings">{t('overlays.tabSettings')}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="text-sm">
            {t('overlays.tabOverviewBody')}
          </TabsContent>
          <TabsContent value="factors" className="text-sm">
            {t('overlays.tabFactorsBody')}
          </TabsContent>
          <TabsContent value="settings" className="text-sm">
            {t('overlays.tabSettingsBody')}
          </TabsContent>
        </Tabs>

        <Command label={t('overlays.commandLabel')} className="rounded-lg border">
          <CommandInput placeholder={t('overlays.commandSearch')} />
          <CommandList>
            <CommandEmpty>{t('overlays.commandEmpty')}</CommandEmpty>
            <CommandGroup heading={t('overlays.commandGroup')}>
              {commands.map(({ key, icon: Icon }) => (
                <CommandItem
                  key={key}
                  onSelect={() => toast(t('overlays.menuChose', { item: t(`overlays.${key}`) }))}
                >
                  <Icon aria-hidden="true" />
                  {t(`overlays.${key}`)}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </CardContent>
    </Card>
  );
}
