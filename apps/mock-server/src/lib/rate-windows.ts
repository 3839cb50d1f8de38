/** Requests counted per key in fixed windows of `windowMs`; at most `maxKeys` keys are kept (the oldest go first). */
export class RateWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one request of `key` at `nowMs`: how many in its window so far, and when the window ends. */
  count(key: string, nowMs: number): { count: number; resetMs: number } {
    let w = this.windows.get(key);
    if (!w || nowMs - w.start >= this.windowMs) {
      if (w) this.windows.delete(key);
      else if (this.windows.size >= this.maxKeys) this.forgetOldest();
      w = { start: nowMs, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return { count: w.count, resetMs: w.start + this.windowMs - nowMs };
  }

  private forgetOldest(): void {
    const oldest = this.windows.keys().next().value;
    if (oldest !== undefined) this.windows.delete(oldest);
  }
}
