/**
 * The control plane's client for this tab: every call acts on the tab's world (lib/sandbox.ts) and carries no token —
 * the dev server or the test runner adds it (docs/decisions/0141-control-plane-in-the-browser.md).
 */
import { configureControlClient } from '@iot/api-client/control-mutator';
import { getMockState } from '@iot/api-client/control/hooks';
import { isApiError } from '@iot/api-client/errors';
import { getTabSandbox, setTabSandbox } from '@/lib/sandbox';

configureControlClient({ getSandbox: getTabSandbox });

/**
 * Whether the backend's control plane answers this tab: 200 → yes; 401 (no token), 404 (a real backend, the control
 * plane off) or no answer → no. A tab whose world is refused (an answer, not a timeout: a new sandbox may take a while
 * to seed) goes back to the main world and asks once more.
 */
export async function controlPlaneAnswers(): Promise<boolean> {
  try {
    await getMockState();
    return true;
  } catch (error) {
    const answered = isApiError(error) && error.kind === 'http';
    if (!answered || !getTabSandbox()) return false;
    setTabSandbox(null);
    return controlPlaneAnswers();
  }
}
