/**
 * What the console says on screen about a failure — alerts, status lines, toasts, a field's message — and the check of
 * the Chinese reader's journey: in the Chinese console none of it is written without Chinese characters (an English
 * server message passed through), docs/decisions/0140-error-texts-in-readers-language.md.
 */
import type { Page, Response } from '@playwright/test';
import { expect, type Lang } from './fixtures';

const MESSAGES =
  '[role="alert"], [role="status"], [data-sonner-toast], [data-slot="form-message"], [aria-live]';

/** The visible texts of the page's messages. */
function messagesOnScreen(page: Page): Promise<string[]> {
  return page.locator(MESSAGES).evaluateAll((elements) =>
    elements
      .filter((e) => (e as HTMLElement).offsetParent !== null || e.getClientRects().length > 0)
      .map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

const HAN = /\p{Script=Han}/u;

/** In the Chinese console every message on screen has Chinese in it: no server English slipped through. */
export async function expectMessagesInReadersLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang !== 'zh') return;
  const texts = await messagesOnScreen(page);
  expect(
    texts.filter((text) => !HAN.test(text)),
    'messages on screen without a Chinese character',
  ).toEqual([]);
}

/** What the server said in a failed answer: `error.message` and the first message of each field. */
export interface ServerSaid {
  message: string;
  fields: Record<string, string>;
}

/** The next failed answer of the API whose path ends with `path` (set up before the action that calls it). */
export function nextFailure(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((r) => r.status() >= 400 && new URL(r.url()).pathname.endsWith(path));
}

/**
 * The server's messages of a failed answer, each in the reader's language (docs/decisions/0160-server-message-language.md):
 * Chinese in zh, no Chinese in en, and `Content-Language` says which.
 */
export async function serverSaid(
  answer: Response | Promise<Response>,
  lang: Lang,
): Promise<ServerSaid> {
  const response = await answer;
  expect(response.headers()['content-language']).toBe(lang);
  const { error } = (await response.json()) as {
    error: { message: string; fields?: Record<string, string[]> };
  };
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])),
  );
  for (const text of [error.message, ...Object.values(fields)])
    expect(HAN.test(text), `"${text}" in ${lang}`).toBe(lang === 'zh');
  return { message: error.message, fields };
}
