/**
 * What every answer must satisfy: no 5xx, a status the document declares for the operation, and the envelope
 * `{success, data, error}` (success true with error null on 2xx, success false with error {code, message} otherwise) —
 * except 204 (no body) and the CSV of the file download.
 */
import type { Operation } from '@iot/openapi';

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export function problemsOf(op: Operation, answer: Answer): string[] {
  const problems: string[] = [];
  const { status } = answer;
  if (status >= 500) problems.push(`server error ${status}`);
  if (!op.responses.has(status))
    problems.push(`status ${status} is not declared for ${op.operationId}`);
  if (status === 204) {
    if (answer.body.length) problems.push('204 with a body');
    return problems;
  }
  if (status === 200 && op.responses.get(200)?.contentTypes.includes('text/csv')) {
    if (!answer.contentType.startsWith('text/csv'))
      problems.push(`CSV expected, got ${answer.contentType}`);
    return problems;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    problems.push(`answer is not JSON: ${answer.body.slice(0, 80)}`);
    return problems;
  }
  const env = parsed as { success?: unknown; data?: unknown; error?: unknown };
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    !('success' in env) ||
    !('data' in env) ||
    !('error' in env)
  ) {
    problems.push(`not an envelope: ${answer.body.slice(0, 80)}`);
    return problems;
  }
  if (status < 300) {
    if (env.success !== true || env.error !== null)
      problems.push('2xx envelope without success true / error null');
  } else {
    const error = env.error as { code?: unknown; message?: unknown } | null;
    if (env.success !== false || env.data !== null)
      problems.push('error envelope without success false / data null');
    if (!error || typeof error.code !== 'string' || typeof error.message !== 'string')
      problems.push('error envelope without error.code and error.message');
  }
  return problems;
}
