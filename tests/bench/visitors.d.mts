// Types of visitors.mjs for tests/deploy/scale-out.spec.ts.
export interface VisitorRun {
  seconds: number;
  killedAt: number | null;
}

export interface VisitorReport {
  seconds: number;
  errors: string[];
  onKilled: number;
  freshStarts: number;
  freshNotOnKilled: number[];
  onKilledNotFresh: number[];
  readCalls: number;
  readMs: { p50: number; p95: number; p99: number };
  signIns: number;
  signInMs: { p50: number; p95: number; p99: number };
  /** Sign-ins a busy instance answered 429/503 with Retry-After, tried again after it. */
  busySignIns: number;
}

export declare function simulateVisitors(opts: {
  base: string;
  visitors: number;
  arrivalMs?: number;
  thinkMs?: number;
  roundsAfter?: number;
  kill?: () => Promise<void>;
}): Promise<VisitorRun>;

export declare function summarize(
  run: VisitorRun,
  opts: { accessLogAtKill: string; killed: string | null },
): VisitorReport;
