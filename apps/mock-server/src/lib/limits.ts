/**
 * Bounded lists (ADR 0034): the document states each list's bound as `maxItems` of its response's `data`; creating
 * what would go beyond it is refused with 409 and a sentence naming the bound. The numbers live in the document only.
 */
import type { FastifyInstance } from 'fastify';
import type { Message } from '#src/i18n/messages.js';
import { conflict } from './errors.js';

/** Throws 409 when `count` items already fill the list `schema` (e.g. 'ProjectListResponse'). */
export function assertRoom(
  app: FastifyInstance,
  schema: string,
  count: number,
  sentence: (max: number) => Message,
): void {
  const max = app.contract.schemaLimit(schema, 'data', 'maxItems');
  if (count >= max) throw conflict(sentence(max));
}
