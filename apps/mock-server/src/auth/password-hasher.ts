/**
 * bcrypt off the main thread (docs/security.md): comparisons and hashes run in a small pool of worker threads
 * (`useHasherWorkers`: BCRYPT_WORKERS, by default one less than the machine's cores), so a flood of sign-ins queues there
 * while the event loop keeps answering everybody else. Comparisons — which anybody can ask for by signing in — wait in
 * a short queue: past COMPARISONS_WAITING_PER_WORKER per worker (about a second at the default cost) `comparePassword`
 * throws `HasherBusyError` at once (429, plugins/app/errors.ts), so a flood is turned away quickly instead of making
 * real sign-ins wait behind it (docs/decisions/0150-short-hashing-queue.md). Hashes (the seed's passwords, a new
 * member's, a changed one) come from the server or a signed-in member and always wait their turn. One pool per
 * process, shared by every build(); its workers do not keep the process alive.
 */
import { Worker } from 'node:worker_threads';

export const COMPARISONS_WAITING_PER_WORKER = 16;

export class HasherBusyError extends Error {
  override name = 'HasherBusyError';
}

type Job =
  | { op: 'compare'; password: string; hash: string }
  | { op: 'hash'; password: string; rounds: number };

interface Pending {
  job: Job;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

const WORKER_URL = new URL('./bcrypt-worker.mjs', import.meta.url);

class HasherPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(public size: number) {}

  run<T>(job: Job): Promise<T> {
    if (job.op === 'compare' && this.queue.length >= this.size * COMPARISONS_WAITING_PER_WORKER)
      return Promise.reject(
        new HasherBusyError('Too many sign-ins at the moment; try again in a few seconds'),
      );
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  warmUp(): void {
    while (this.spawn());
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.busy) ?? this.spawn();
      if (!slot) return;
      const pending = this.queue.shift()!;
      slot.busy = pending;
      slot.worker.ref();
      slot.worker.postMessage({ id: this.nextId++, ...pending.job });
    }
  }

  private spawn(): Slot | undefined {
    if (this.slots.length >= this.size) return undefined;
    const slot: Slot = { worker: new Worker(WORKER_URL), busy: null };
    slot.worker.unref();
    slot.worker.on('message', (msg: { result?: unknown; error?: string }) => {
      const done = slot.busy;
      slot.busy = null;
      slot.worker.unref();
      if (done) {
        if (msg.error !== undefined) done.reject(new Error(msg.error));
        else done.resolve(msg.result);
      }
      this.pump();
    });
    slot.worker.on('error', (err) => this.drop(slot, err));
    slot.worker.on('exit', (code) => this.drop(slot, new Error(`bcrypt worker exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }

  /** A worker that died: its job fails, the others go on (a new worker is started when needed). */
  private drop(slot: Slot, err: Error): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    slot.busy?.reject(err);
    slot.busy = null;
    this.pump();
  }
}

const pool = new HasherPool(1);

/** How many worker threads may run bcrypt (config.bcryptWorkers); set before the first job or warm-up. */
export const useHasherWorkers = (workers: number): void => {
  pool.size = workers;
};

/** Starts the workers now instead of at the first sign-in (the server's start: they boot while it loads). */
export const warmUpHasher = (): void => pool.warmUp();

export const comparePassword = (password: string, hash: string): Promise<boolean> =>
  pool.run<boolean>({ op: 'compare', password, hash });

export const hashPasswordOffThread = (password: string, rounds: number): Promise<string> =>
  pool.run<string>({ op: 'hash', password, rounds });
