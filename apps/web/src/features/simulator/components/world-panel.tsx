import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { Label } from '@iot/ui/label';
import { NativeSelect } from '@iot/ui/native-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SingleFieldForm } from '@/components/single-field-form';
import { getTabSandbox } from '@/lib/sandbox';
import { maxLengthOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useResetWorld, useSandboxes } from '../api/world';
import { leaveWorld, switchWorld } from '../utils/switch-world';
import { worldNameSchema } from '../utils/forms';
import { ActionError } from './action-error';
import { Section } from './section';

const MAIN = '';

/** The tab's world: which it is, another one to switch to or a new one to create, and its reset. */
export function WorldPanel() {
  const { t } = useTranslation('simulator');
  const current = getTabSandbox();
  return (
    <Section title={t('world.heading')} hint={t('world.switchNote')}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('world.current')}</span>
        <span className="font-mono font-semibold break-all">{current ?? t('world.main')}</span>
      </p>
      <ChooseWorld current={current} />
      <NewWorld />
      <ResetWorld />
    </Section>
  );
}

/** Another world of the server (the main one or a sandbox) to switch the tab to. */
function ChooseWorld({ current }: { current: string | null }) {
  const { t } = useTranslation('simulator');
  const sandboxes = useSandboxes(true);
  const names = new Set([
    ...(current ? [current] : []),
    ...(sandboxes.data ?? []).map((s) => s.name),
  ]);
  const [chosen, setChosen] = useState(current ?? MAIN);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="simulator-world">{t('world.choose')}</Label>
      <div className="flex gap-2">
        <NativeSelect
          id="simulator-world"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value={MAIN}>{t('world.main')}</option>
          {[...names].sort().map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          className="shrink-0"
          disabled={chosen === (current ?? MAIN)}
          onClick={() => switchWorld(chosen || null)}
        >
          {t('world.switch')}
        </Button>
      </div>
    </div>
  );
}

/** A new sandbox by its name: the tab switches to it, and the mock seeds it on its first request. */
function NewWorld() {
  const { t } = useTranslation(['simulator', 'common']);
  const form = useSchemaForm(worldNameSchema, {
    defaultValues: { name: '' },
    trim: ['name'],
    messages: {
      name: { format: 'simulator:world.nameInvalid', tooLong: 'simulator:world.nameInvalid' },
    },
  });
  return (
    <SingleFieldForm
      form={form}
      name="name"
      label={t('world.newName')}
      onSubmit={({ name }) => switchWorld(name)}
      submit={{ label: t('world.create'), pendingLabel: t('common:loading'), variant: 'outline' }}
      input={{ maxLength: maxLengthOf(worldNameSchema.shape.name), autoComplete: 'off' }}
      className="flex flex-col gap-2"
    />
  );
}

/** The world back to its seed, after a confirmation; its sessions end with it. */
function ResetWorld() {
  const { t } = useTranslation('simulator');
  const reset = useResetWorld();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {t('world.reset')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('world.resetTitle')}
        description={t('world.resetBody')}
        confirmLabel={t('world.resetConfirm')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: leaveWorld })}
      >
        <ActionError outcomes={[reset]} />
      </ConfirmDialog>
    </>
  );
}
