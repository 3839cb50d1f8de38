/**
 * Timers on a world's clock (docs/mock-server.md#time): work that waits for the world's time — an export's pacing, the
 * forwarding rounds, the expiry of old exports — falls due when the world's clock reaches its time, whether the clock
 * runs, is set or jumps. While it runs, one real timeout wakes the earliest; when it moves, what fell due runs at once;
 * a paused clock lets nothing fall due. `settle()` (the control plane, after moving the clock) answers once the work
 * that fell due has caught up with the world's time.
 */
import type { WorldClock } from './clock.js';

interface Timer {
  dueMs: number;
  run: () => void;
}

export class WorldTimers {
  private timers: Timer[] = [];
  private wake: NodeJS.Timeout | null = null;
  /** Runs of periodic work under way (settle() waits for them). */
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly settlers: (() => Promise<void>)[] = [];
  private disposed = false;

  constructor(private readonly clock: WorldClock) {
    clock.onChange(() => this.fire());
  }

  /** The world's time (ms). */
  nowMs(): number {
    return this.clock.nowMs();
  }

  /** Resolves once the world's time reaches `dueMs` (at once when it has); an abort resolves it too. */
  until(dueMs: number, signal?: AbortSignal): Promise<void> {
    if (dueMs <= this.clock.nowMs() || signal?.aborted || this.disposed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer: Timer = { dueMs, run: resolve };
      signal?.addEventListener(
        'abort',
        () => {
          this.cancel(timer);
          resolve();
        },
        { once: true },
      );
      this.add(timer);
    });
  }

  /**
   * Runs `fn` every `periodMs` of the world's time; a jump over several periods runs it once. A promise it returns is
   * waited for by settle(). Returns the function that stops it.
   */
  every(periodMs: number, fn: () => unknown): () => void {
    const timer: Timer = {
      dueMs: this.clock.nowMs() + periodMs,
      run: () => {
        const now = this.clock.nowMs();
        timer.dueMs = Math.max(timer.dueMs + periodMs, now + 1);
        this.add(timer);
        const done = fn();
        if (done instanceof Promise) {
          const tracked = done.catch(() => undefined).finally(() => this.inflight.delete(tracked));
          this.inflight.add(tracked);
        }
      },
    };
    this.add(timer);
    return () => this.cancel(timer);
  }

  /** Work that runs on its own once resumed: settle() waits for `caughtUp` too. */
  onSettle(caughtUp: () => Promise<void>): void {
    this.settlers.push(caughtUp);
  }

  /** Runs what fell due by the world's now, then waits for that work to catch up with it. */
  async settle(): Promise<void> {
    this.fire();
    await Promise.all([...this.inflight, ...this.settlers.map((caughtUp) => caughtUp())]);
  }

  /** No timer falls due any more (the world is dropped; its work was stopped). */
  dispose(): void {
    this.disposed = true;
    if (this.wake) clearTimeout(this.wake);
    this.timers = [];
  }

  private add(timer: Timer): void {
    if (this.disposed) return;
    this.timers.push(timer);
    this.arm();
  }

  private cancel(timer: Timer): void {
    this.timers = this.timers.filter((t) => t !== timer);
    this.arm();
  }

  /** Runs every timer due by now, earliest first. */
  private fire(): void {
    const now = this.clock.nowMs();
    const due = this.timers.filter((t) => t.dueMs <= now).sort((a, b) => a.dueMs - b.dueMs);
    this.timers = this.timers.filter((t) => t.dueMs > now);
    for (const t of due) t.run();
    this.arm();
  }

  /** One real timeout for the earliest timer while the clock runs (the world's time runs at the server's pace). */
  private arm(): void {
    if (this.wake) clearTimeout(this.wake);
    this.wake = null;
    if (this.disposed || this.clock.paused || this.timers.length === 0) return;
    const next = Math.min(...this.timers.map((t) => t.dueMs));
    this.wake = setTimeout(() => this.fire(), Math.max(0, next - this.clock.nowMs()));
    this.wake.unref();
  }
}
