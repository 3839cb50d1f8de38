/**
 * What the console says on screen about a failure — alerts, status lines, toasts, a field's message — and the check of
 * the Chinese reader's journey: in the Chinese console none of it is written without Chinese characters (an English
 * server message passed through), docs/decisions/0140-error-texts-in-readers-language.md.
 */
import type { Page } from '@playwright/test';
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
