/** Waiting and running side by side, with the limits a background job needs. */

/** Waits `ms`, or less when `signal` aborts. */
export const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * At most `size` holders at once, shared by everyone who runs work through them (every world's forwarding); the
 * others wait in the order they came.
 */
export class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** How many wait for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `fn` in a slot once one is free; not at all when `signal` aborts first. */
  async run(fn: () => Promise<void>, signal?: AbortSignal): Promise<void> {
    if (!(await this.acquire(signal))) return;
    try {
      await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.used--;
    }
  }

  private acquire(signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    if (this.used < this.size) {
      this.used++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      // a slot handed over by a finishing holder: `used` stays as it is
      const grant = () => {
        signal?.removeEventListener('abort', cancel);
        resolve(true);
      };
      const cancel = () => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        resolve(false);
      };
      this.waiting.push(grant);
      signal?.addEventListener('abort', cancel, { once: true });
    });
  }
}
