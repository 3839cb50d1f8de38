import type { ForwarderTestResult } from '@iot/api-client/model';
import { isInLanguage } from '@/lib/error-message';

/**
 * Why a test failed, in the reader's language: the receiver's own sentence when the server wrote it in that language;
 * else the status line says it (an HTTP answer) or the console's words (no answer) (docs/decisions/0140-error-texts-in-readers-language.md).
 */
export function testFailureText(
  result: ForwarderTestResult,
  unreachable: string,
): string | undefined {
  if (result.ok) return undefined;
  if (result.error && isInLanguage(result.error)) return result.error;
  return result.status_code === null ? unreachable : undefined;
}
