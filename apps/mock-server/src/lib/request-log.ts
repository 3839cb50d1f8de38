import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

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

type Bindings = Record<string, unknown>;
type Write = (...args: unknown[]) => void;

/**
 * A request's logger: the server's logger bound to the request's id, made on the first line the request writes.
 * Most requests write none (production logs at warn), and a logger child per request was the largest single cost of
 * a GET of the project list (ADR 0164).
 */
class RequestLogger {
  #bound: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.#bound ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return (this.#bound ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    (this.logger.fatal as Write)(...args);
  }

  error(...args: unknown[]): void {
    (this.logger.error as Write)(...args);
  }

  warn(...args: unknown[]): void {
    (this.logger.warn as Write)(...args);
  }

  info(...args: unknown[]): void {
    (this.logger.info as Write)(...args);
  }

  debug(...args: unknown[]): void {
    (this.logger.debug as Write)(...args);
  }

  trace(...args: unknown[]): void {
    (this.logger.trace as Write)(...args);
  }

  silent(): void {}
}

/** Fastify's `childLoggerFactory`: a route with a log level or serializers of its own gets its child at once. */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : (new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger);
