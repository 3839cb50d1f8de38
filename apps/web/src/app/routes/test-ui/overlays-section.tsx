import { Button } from '@iot/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@iot/ui/popover';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@iot/ui/tabs';
import { useTranslation } from 'react-i18next';

import { AlertDialogDemo } from './alert-dialog-demo';
import { CommandDemo } from './command-demo';
import { DialogDemo } from './dialog-demo';
import { MenuDemo } from './menu-demo';
import { DemoSection } from './demo-section';

export function OverlaysSection() {
  const { t } = useTranslation('test-ui');

  return (
    <DemoSection title={t('sections.overlays')} className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-2">
        <DialogDemo />
        <AlertDialogDemo />
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

      <CommandDemo />
    </DemoSection>
  );
}
