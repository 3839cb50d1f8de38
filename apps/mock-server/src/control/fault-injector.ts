/**
 * Injected faults and latency, steered through /__mock__/ (see docs/mock-server.md). Pure bookkeeping: the control
 * plugin asks `decide(operationId)` for every API request and applies the answer (delay, error status, or a dropped
 * connection). A fault's status must be one the OpenAPI document declares for the operation, or 500/503 (the server
 * errors any backend can produce); the error body is the normal envelope with the matching code.
 */

export interface FaultInput {
  operationId: string;
  /** Error status to answer with; omit for a delay-only fault. */
  status?: number;
  /** Extra delay before answering (ms). */
  delay_ms?: number;
  /** How many matching requests it applies to; omit for every one until cleared. */
  count?: number;
  /** Chance (0-1] that a matching request is hit; default 1. */
  probability?: number;
  /** Error message of the envelope. */
  message?: string;
  /** Error code of the envelope (default: the one matching the status, e.g. token_expired for an expired session). */
  code?: string;
  /** Close the connection without an answer (a network error for the client). */
  drop_connection?: boolean;
}

export interface Fault extends FaultInput {
  id: number;
  /** Requests this fault has hit so far. */
  hits: number;
  /** Hits left; null for unlimited. */
  remaining: number | null;
}

export interface LatencyInput {
  /** Uniformly distributed delay in [min_ms, max_ms] for every API request (or only `operations`). */
  min_ms: number;
  max_ms: number;
  operations?: string[];
}

export interface Decision {
  delayMs: number;
  fault?: { id: number; status?: number; code?: string; message: string; dropConnection: boolean };
}

const ALWAYS_ALLOWED_STATUSES = [500, 503];
const MAX_DELAY_MS = 120_000;

export const ERROR_CODES: Record<number, string> = {
  400: 'validation_error',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
  500: 'server_error',
  503: 'server_error',
};

export class FaultInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** `declared(operationId)` gives the statuses the document declares for an operation, or undefined when unknown. */
export class FaultInjector {
  private faults: Fault[] = [];
  private latency: LatencyInput | null = null;
  private nextId = 1;

  constructor(private readonly declared: (operationId: string) => number[] | undefined) {}

  add(input: FaultInput): Fault {
    const statuses = this.declared(input.operationId);
    if (!statuses)
      throw new FaultInputError('operationId', `Unknown operationId "${input.operationId}"`);
    if (input.status !== undefined) {
      const allowed = [
        ...new Set([...statuses.filter((s) => s >= 400), ...ALWAYS_ALLOWED_STATUSES]),
      ];
      if (!allowed.includes(input.status)) {
        throw new FaultInputError(
          'status',
          `Status ${input.status} is not declared for ${input.operationId}; use one of ${allowed.join(', ')}`,
        );
      }
    }
    if (input.status === undefined && !input.delay_ms && !input.drop_connection) {
      throw new FaultInputError(
        'non_field_errors',
        'A fault needs a status, a delay_ms or drop_connection',
      );
    }
    if (
      input.code !== undefined &&
      !Object.values(ERROR_CODES)
        .concat('token_expired', 'authentication_failed', 'parse_error')
        .includes(input.code)
    ) {
      throw new FaultInputError('code', `Unknown error code "${input.code}"`);
    }
    if (input.delay_ms !== undefined && (input.delay_ms < 0 || input.delay_ms > MAX_DELAY_MS)) {
      throw new FaultInputError('delay_ms', `delay_ms must be between 0 and ${MAX_DELAY_MS}`);
    }
    if (input.probability !== undefined && !(input.probability > 0 && input.probability <= 1)) {
      throw new FaultInputError('probability', 'probability must be in (0, 1]');
    }
    if (input.count !== undefined && !(Number.isInteger(input.count) && input.count >= 1)) {
      throw new FaultInputError('count', 'count must be a positive integer');
    }
    const fault: Fault = { ...input, id: this.nextId++, hits: 0, remaining: input.count ?? null };
    this.faults.push(fault);
    return { ...fault };
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  setLatency(input: LatencyInput): LatencyInput {
    if (!(input.min_ms >= 0 && input.max_ms >= input.min_ms && input.max_ms <= MAX_DELAY_MS)) {
      throw new FaultInputError('max_ms', `Need 0 <= min_ms <= max_ms <= ${MAX_DELAY_MS}`);
    }
    for (const op of input.operations ?? []) {
      if (!this.declared(op))
        throw new FaultInputError('operations', `Unknown operationId "${op}"`);
    }
    this.latency = { ...input };
    return { ...this.latency };
  }

  clearLatency(): void {
    this.latency = null;
  }

  getLatency(): LatencyInput | null {
    return this.latency ? { ...this.latency } : null;
  }

  clear(): void {
    this.faults = [];
    this.latency = null;
  }

  /** True while a fault or a latency is set: until then a request needs no decision at all. */
  get active(): boolean {
    return this.latency !== null || this.faults.length > 0;
  }

  /** What to do with one request of `operationId`. Consumes a count of the fault that hits. */
  decide(operationId: string, random: () => number = Math.random): Decision {
    let delayMs = 0;
    const l = this.latency;
    if (l && (!l.operations || l.operations.includes(operationId))) {
      delayMs += l.min_ms + (l.max_ms - l.min_ms) * random();
    }
    for (const f of this.faults) {
      if (f.operationId !== operationId) continue;
      if (f.probability !== undefined && random() >= f.probability) continue;
      f.hits++;
      if (f.remaining !== null) f.remaining--;
      if (f.remaining === 0) this.remove(f.id);
      delayMs += f.delay_ms ?? 0;
      if (f.status === undefined && !f.drop_connection) continue;
      return {
        delayMs,
        fault: {
          id: f.id,
          status: f.status,
          code: f.code,
          message: f.message ?? `Injected fault (HTTP ${f.status ?? 'dropped'}) for ${operationId}`,
          dropConnection: f.drop_connection === true,
        },
      };
    }
    return { delayMs };
  }
}
