import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The levels that leave out info lines. */
const QUIET = new Set(['warn', 'error', 'fatal', 'silent']);

/** One log line per request — method, path, status, time — where Fastify writes two (received, then completed). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // at warn and above (production) a served request writes nothing: build no line for it
    if (this.isLogDisabled(request) || (!error && QUIET.has(reply.log.level))) return;
    const fields = { statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}
