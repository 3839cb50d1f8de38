/**
 * The clocks of the server. Every "now" of a request, the simulation and the control plane comes from `app.clock`, the
 * clock of the current world: each World owns a WorldClock, which reads the server's clock (tests pass one through
 * build({ clock })) unless the control plane paused, set or moved it (docs/mock-server.md#time). The server's own
 * housekeeping (sandbox idleness, the sign-in limiter, the reset schedule) reads the server's clock, `app.worlds.clock`.
 * The simulation itself never reads the time: it is handed `now` (src/simulation is pure).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  nowMs(): number;
  /** Whole seconds since the Unix epoch: the time of every event, sample and query of the simulation. */
  nowSeconds(): number;
  /** Now as an ISO 8601 timestamp (the `created_at` of a record). */
  nowIso(): string;
}

/** A clock reading `ms()`. */
function clockOf(ms: () => number): Clock {
  return {
    nowMs: ms,
    nowSeconds: () => Math.floor(ms() / 1000),
    nowIso: () => new Date(ms()).toISOString(),
  };
}

export const systemClock: Clock = clockOf(() => Date.now());

/**
 * A clock that stands still until moved or set.
 * @internal for tests only: here, not in src/testing, as tests/security imports this module by its path.
 */
export function manualClock(startSeconds: number): Clock & {
  advance: (seconds: number) => void;
  set: (seconds: number) => void;
} {
  let ms = startSeconds * 1000;
  return {
    ...clockOf(() => ms),
    advance: (seconds) => {
      ms += seconds * 1000;
    },
    set: (seconds) => {
      ms = seconds * 1000;
    },
  };
}

/** A time the world's clock may not take: before its floor. */
export class ClockFloorError extends Error {
  override name = 'ClockFloorError';
}

/**
 * A world's clock: the server's time, or — once the control plane paused, set or moved it — a time of the world's
 * own. It never reads before its floor, the time the world's data was seeded: its records would lie in its future.
 */
export class WorldClock implements Clock {
  /** The world's time minus the server's, while it runs. */
  private offsetMs = 0;
  /** The time it stands at while paused, else null. */
  private pausedAtMs: number | null = null;
  /** The earliest time it may be set to (ms). */
  floorMs: number;
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly server: Clock) {
    this.floorMs = server.nowMs();
  }

  /** Calls `fn` whenever the clock is paused, resumed, set or moved (the world's timers re-arm). */
  onChange(fn: () => void): void {
    this.listeners.push(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  nowMs(): number {
    return this.pausedAtMs ?? this.server.nowMs() + this.offsetMs;
  }

  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  nowIso(): string {
    return new Date(this.nowMs()).toISOString();
  }

  get paused(): boolean {
    return this.pausedAtMs !== null;
  }

  /** The world's time minus the server's (ms). */
  get offsetFromServerMs(): number {
    return this.nowMs() - this.server.nowMs();
  }

  pause(): void {
    this.pausedAtMs ??= this.nowMs();
    this.changed();
  }

  resume(): void {
    if (this.pausedAtMs === null) return;
    this.offsetMs = this.pausedAtMs - this.server.nowMs();
    this.pausedAtMs = null;
    this.changed();
  }

  /** The world's time becomes `ms` (paused, it stays paused there); throws ClockFloorError before the floor. */
  set(ms: number): void {
    if (ms < this.floorMs)
      throw new ClockFloorError(
        `the world's clock cannot go before ${new Date(this.floorMs).toISOString()}, when its data was seeded`,
      );
    if (this.pausedAtMs !== null) this.pausedAtMs = ms;
    else this.offsetMs = ms - this.server.nowMs();
    this.changed();
  }

  advance(ms: number): void {
    this.set(this.nowMs() + ms);
  }

  /** Back to the server's time, running (never before the floor: then the floor, running). */
  followServer(): void {
    this.pausedAtMs = null;
    this.offsetMs = Math.max(0, this.floorMs - this.server.nowMs());
    this.changed();
  }

  /** The data was seeded now: the clock may not go back before it from now on. */
  seededNow(): void {
    this.floorMs = Math.floor(this.nowMs() / 1000) * 1000;
  }
}
