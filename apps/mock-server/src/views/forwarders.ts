/** API shape of a forwarder test: what happened, the failure in the caller's language. */
import type { Schemas } from '#src/db/types.js';
import type { Language } from '#src/i18n/language.js';
import { render } from '#src/i18n/messages.js';
import type { DeliveryResult } from '#src/services/forward-delivery.js';

export function testResultView(
  r: DeliveryResult,
  language: Language,
): Schemas['ForwarderTestResult'] {
  return { ...r, error: r.error === null ? null : render(r.error, language) };
}
