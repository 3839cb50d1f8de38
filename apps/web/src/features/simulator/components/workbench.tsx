import { useState } from 'react';
import { FlaskConicalIcon, PauseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@iot/ui/sheet';
import { Spinner } from '@iot/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@iot/ui/tabs';
import { formatTimeMs } from '@/lib/format-time';
import { useWorldState } from '../api/world';
import { useWorldTime } from '../hooks/use-world-time';
import { ActionError } from './action-error';
import { ClockPanel } from './clock-panel';
import { FaultsPanel } from './faults-panel';
import { VariantsPanel } from './variants-panel';
import { WorldPanel } from './world-panel';

/**
 * The simulator workbench on every page: a button in the corner with the world's time opens a drawer with the world
 * (which one, its reset), its clock, its faults and latency, and its backend variants.
 */
export function Workbench() {
  const { t } = useTranslation(['simulator', 'common']);
  const [open, setOpen] = useState(false);
  const world = useWorldState(open);
  const time = useWorldTime(world.data?.clock, world.dataUpdatedAt);
  const paused = world.data?.clock.paused ?? false;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="fixed right-3 bottom-3 z-40 shadow-md print:hidden"
        >
          <FlaskConicalIcon aria-hidden="true" />
          <span className="max-sm:sr-only">{t('trigger')}</span>
          {time ? (
            <time className="font-mono tabular-nums">{formatTimeMs(time.now).slice(5)}</time>
          ) : null}
          {paused ? <PauseIcon role="img" aria-label={t('clock.paused')} /> : null}
        </Button>
      </SheetTrigger>
      <SheetContent
        side="right"
        closeLabel={t('common:actions.close')}
        className="w-full gap-0 overflow-y-auto sm:max-w-md"
      >
        <SheetHeader>
          <SheetTitle>{t('title')}</SheetTitle>
          <SheetDescription>{t('description')}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          {world.data ? (
            <Tabs defaultValue="world">
              <TabsList aria-label={t('sections.label')} className="w-full">
                <TabsTrigger value="world">{t('sections.world')}</TabsTrigger>
                <TabsTrigger value="faults">{t('sections.faults')}</TabsTrigger>
                <TabsTrigger value="variants">{t('sections.variants')}</TabsTrigger>
              </TabsList>
              <TabsContent value="world" className="flex flex-col gap-6 pt-2">
                <ClockPanel clock={world.data.clock} readAt={world.dataUpdatedAt} />
                <WorldPanel />
              </TabsContent>
              <TabsContent value="faults" className="pt-2">
                <FaultsPanel state={world.data} />
              </TabsContent>
              <TabsContent value="variants" className="pt-2">
                <VariantsPanel variants={world.data.variants} />
              </TabsContent>
            </Tabs>
          ) : world.isError ? (
            <ActionError outcomes={[{ submittedAt: 1, error: world.error }]} />
          ) : (
            <Spinner label={t('common:loading')} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
