import { useTranslation } from 'react-i18next';

import { ActionsSection } from './test-ui/actions-section';
import { ChartSection } from './test-ui/chart-section';
import { DataSection } from './test-ui/data-section';
import { DatesSection } from './test-ui/dates-section';
import { FormSection } from './test-ui/form-section';
import { InputsSection } from './test-ui/inputs-section';
import { OverlaysSection } from './test-ui/overlays-section';

/** /test-ui: every component of @iot/ui with a working example; open, no sign-in needed. */
export default function TestUiPage() {
  const { t } = useTranslation('test-ui');

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ActionsSection />
        <InputsSection />
        <FormSection />
        <OverlaysSection />
        <DataSection />
        <DatesSection />
      </div>
      <ChartSection />
    </main>
  );
}

/** The router loads route modules lazily and renders their `Component` export. */
export { TestUiPage as Component };
