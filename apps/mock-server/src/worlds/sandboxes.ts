/**
 * The worlds of one server: the main one and the sandboxes, each selected per request. `run(world, fn)` makes `world`
 * the current one for everything `fn` starts (AsyncLocalStorage: timers and promises started by a request keep its
 * world); `current()` outside any request is the main world.
 *
 * Sandboxes are created from the seed on first use and bounded in number: to make room the least recently used one is
 * dropped, unless it was used within `activeMs` — then the new one is refused (SandboxRefused), so nobody's traffic
 * pushes out a visitor who is still there. At most `atOnce` are created at a time (each holds a copy of the seed while
 * it is made): another is refused until one is done. One unused for `idleMs` is dropped; dropping stops its export jobs
 * and forwarding (World.onDispose).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '#src/lib/clock.js';
import { msg, render, type Message } from '#src/i18n/messages.js';
import type { World } from './world.js';

/** What a sandbox may be called: letters, digits, '.', '_' and '-', 1 to 64 characters. */
export const SANDBOX_NAME = /^[A-Za-z0-9._-]{1,64}$/;

export interface SandboxOptions {
  /** At most this many sandboxes at once, those being created counted. */
  max: number;
  /** A sandbox unused this long is dropped (ms). */
  idleMs: number;
  /** A sandbox used within this time is not dropped to make room for another (ms). */
  activeMs: number;
  /** At most this many sandboxes are being created at once. */
  atOnce: number;
  create: (name: string) => Promise<World>;
  /** The clock of idleness (the server's: a world's own clock may stand still). */
  clock: Clock;
}

export interface SandboxInfo {
  name: string;
  last_used: string;
  idle_seconds: number;
}

/** No new sandbox now: every one was used within the active time, or too many are being created. */
export class SandboxRefused extends Error {
  override name = 'SandboxRefused';
  constructor(
    readonly detail: Message,
    /** When one may be free (ms from now). */
    readonly retryAfterMs: number,
  ) {
    super(render(detail, 'en'));
  }
}

export class Worlds {
  private readonly als = new AsyncLocalStorage<World>();
  /** In use order: the least recently used first. */
  private readonly sandboxes = new Map<string, World>();
  private readonly creating = new Map<string, Promise<World>>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    readonly main: World,
    private readonly opts: SandboxOptions,
  ) {
    this.sweeper = setInterval(
      () => void this.sweep(opts.clock.nowMs()),
      Math.max(1000, Math.min(opts.idleMs, 60_000)),
    );
    this.sweeper.unref();
  }

  /** The server's clock: sandbox idleness, the reset schedule. */
  get clock(): Clock {
    return this.opts.clock;
  }

  current(): World {
    return this.als.getStore() ?? this.main;
  }

  run<T>(world: World, fn: () => T): T {
    world.lastUsed = this.opts.clock.nowMs();
    // The main world outside any sandbox needs no context: AsyncLocalStorage (promise hooks on every promise, in Node
    // 20) is switched on by the first sandbox, so a server without sandbox requests never pays for it.
    if (world === this.main && this.als.getStore() === undefined) return fn();
    return this.als.run(world, fn);
  }

  /** The sandbox `name` if it exists, now the most recently used one. */
  existing(name: string): World | undefined {
    const world = this.sandboxes.get(name);
    if (world) {
      this.sandboxes.delete(name);
      this.sandboxes.set(name, world);
    }
    return world;
  }

  /** The sandbox `name`, created from the seed on first use. */
  async sandbox(name: string): Promise<World> {
    const existing = this.existing(name);
    if (existing) return existing;
    let pending = this.creating.get(name);
    if (!pending) {
      pending = this.makeRoom()
        .then(() => this.opts.create(name))
        .then((world) => {
          this.creating.delete(name);
          world.lastUsed = this.opts.clock.nowMs();
          this.sandboxes.set(name, world);
          return world;
        });
      pending.catch(() => this.creating.delete(name));
      this.creating.set(name, pending);
    }
    return pending;
  }

  /**
   * Room for one more sandbox: refused while `atOnce` are being created; none needed below the maximum; else the least recently used one goes if it was idle for
   * the active time at least (taken out at once, so that the room is this creation's), else SandboxRefused.
   */
  private makeRoom(): Promise<void> {
    if (this.creating.size >= this.opts.atOnce)
      return Promise.reject(new SandboxRefused(msg('sandbox.creating_too_many'), 2000));
    if (this.sandboxes.size + this.creating.size < this.opts.max) return Promise.resolve();
    const [oldest] = this.sandboxes.values();
    const idleMs = oldest ? this.opts.clock.nowMs() - oldest.lastUsed : 0;
    if (!oldest || idleMs < this.opts.activeMs)
      return Promise.reject(
        new SandboxRefused(msg('sandbox.demo_full'), Math.max(1000, this.opts.activeMs - idleMs)),
      );
    this.sandboxes.delete(oldest.name!);
    return oldest.dispose();
  }

  /** The sandbox `from`, called `to` from now on (a visitor's new id); the most recently used one. */
  rename(from: string, to: string): World {
    const world = this.sandboxes.get(from);
    if (!world) throw new Error(`no sandbox ${from}`);
    this.sandboxes.delete(from);
    world.name = to;
    this.sandboxes.set(to, world);
    return world;
  }

  list(now = this.opts.clock.nowMs()): SandboxInfo[] {
    return [...this.sandboxes.values()].map((w) => ({
      name: w.name!,
      last_used: new Date(w.lastUsed).toISOString(),
      idle_seconds: Math.max(0, Math.round((now - w.lastUsed) / 1000)),
    }));
  }

  /** Drops a sandbox (its data and everything it runs); false when there is none of that name. */
  async drop(name: string): Promise<boolean> {
    const world = this.sandboxes.get(name);
    if (!world) return false;
    this.sandboxes.delete(name);
    await world.dispose();
    return true;
  }

  /** Drops the sandboxes idle since before `now - idleMs`; resolves with their names. */
  async sweep(now: number): Promise<string[]> {
    const idle = [...this.sandboxes.values()]
      .filter((w) => now - w.lastUsed > this.opts.idleMs)
      .map((w) => w.name!);
    for (const name of idle) await this.drop(name);
    return idle;
  }

  /** Drops every sandbox; resolves with their names. */
  async dropAll(): Promise<string[]> {
    const names = [...this.sandboxes.keys()];
    for (const name of names) await this.drop(name);
    return names;
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.dropAll();
    await this.main.dispose();
  }
}
