/**
 * What both documents (the console, main.tsx, and the login page, login-main.tsx) do before their first render: read
 * the start-up data and config.json (lib/runtime-config.ts) while i18next loads, configure the API client, then render
 * — or, when config.json is unusable, say so instead. Once the page has loaded, the simulator workbench where the mock's
 * control plane answers (docs/decisions/0156-workbench-only-where-the-control-plane-answers.md).
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initApiClient, type ApiSetup } from '../lib/api';
import { i18n, initI18n } from '../lib/i18n';
import {
  basePathOfDocument,
  checkConfigInput,
  CONFIG_FILE,
  fetchConfigFile,
  resolveRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '../lib/runtime-config';
import { getAssetsUrl } from '../lib/session';
import { STARTUP_GLOBAL, type StartupData } from '../lib/startup';

/** The configuration in force for this page load, from the start-up data and config.json (which may be missing). */
async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const basePath = basePathOfDocument();
  const file = await fetchConfigFile(new URL(CONFIG_FILE, document.baseURI).toString());
  const config = resolveRuntimeConfig({
    basePath,
    startup: checkConfigInput(window[STARTUP_GLOBAL] ?? {}, `window.${STARTUP_GLOBAL}`, false),
    file,
    storedAssetsUrl: getAssetsUrl('') || null,
  });
  setRuntimeConfig(config);
  return config;
}

export function startDocument({
  startup,
  api,
  render,
}: {
  startup: StartupData | null;
  api: ApiSetup;
  render: () => ReactNode;
}): Promise<boolean> {
  const config = loadRuntimeConfig();
  void config.then(() => initApiClient(api)).catch(() => undefined);
  return Promise.allSettled([config, initI18n(startup?.language)]).then(async ([loaded]) => {
    const root = createRoot(document.getElementById('root') as HTMLElement);
    if (loaded.status === 'rejected') {
      // loaded only then: no first load pays for it
      const { ConfigError } = await import('../components/config-error');
      root.render(
        <I18nextProvider i18n={i18n}>
          <ConfigError error={loaded.reason} />
        </I18nextProvider>,
      );
      return false;
    }
    root.render(<StrictMode>{render()}</StrictMode>);
    afterFirstLoad(
      () => void import('../features/simulator/start').then((m) => m.startSimulator()),
    );
    return true;
  });
}

/** A second after the page's own load, in an idle moment: the workbench's question never competes with the page's data. */
function afterFirstLoad(run: () => void): void {
  // Safari has no requestIdleCallback: there the second alone
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : run();
  const later = () => setTimeout(idle, 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
