/** API shape of a forwarder test: what happened, the failure in the caller's language. */
import type { Schemas } from '#src/db/types.js';
import type { Language } from '#src/i18n/language.js';
import { render, type Message } from '#src/i18n/messages.js';

type TestResult = Schemas['ForwarderTestResult'];

export function testResultView(
  r: Omit<TestResult, 'error'> & { error: Message | null },
  language: Language,
): TestResult {
  return { ...r, error: r.error === null ? null : render(r.error, language) };
}
