/**
 * The mock's world this browser tab works in (docs/decisions/0155-a-world-per-browser-tab.md): the name of a sandbox of
 * the mock, chosen in the simulator workbench (features/simulator) and kept in the tab's sessionStorage — or none, the
 * main world, which is all there is against a real backend (the workbench never loads there, so nothing sets it). The
 * tab's API calls carry it (lib/api.ts), and the tab keeps its session apart from other worlds' (lib/session.ts).
 */
import { SANDBOX_HEADER } from '@iot/api-client/config';

export const SANDBOX_STORAGE_KEY = 'mock_sandbox';

export function getTabSandbox(): string | null {
  try {
    return window.sessionStorage.getItem(SANDBOX_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** The header of the tab's world on its API calls: none in the main world. */
export function sandboxHeaders(): Record<string, string> {
  const sandbox = getTabSandbox();
  return sandbox ? { [SANDBOX_HEADER]: sandbox } : {};
}

/** The tab's world from now on (null: the main world); the caller reloads what it shows. */
export function setTabSandbox(name: string | null): void {
  try {
    if (name) window.sessionStorage.setItem(SANDBOX_STORAGE_KEY, name);
    else window.sessionStorage.removeItem(SANDBOX_STORAGE_KEY);
  } catch {
    // storage unavailable: the tab stays in the main world
  }
}

/**
 * The storage key of `key` in the tab's world: the key itself in the main world (the names docs/product.md#records
 * gives), `<key>@<sandbox>` in a sandbox — a session of one world is no session in another (the mock refuses it).
 */
export function keyInWorld(key: string, sandbox = getTabSandbox()): string {
  return sandbox ? `${key}@${sandbox}` : key;
}
