/**
 * The clocks of the server. Every "now" of a request, the simulation and the control plane comes from `app.clock`, the
 * clock of the current world (each World owns one; today every world is handed the server's, which tests pass through
 * build({ clock })). The server's own housekeeping (sandbox idleness, the reset schedule) reads the clock of `app.worlds`.
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
export function clockOf(ms: () => number): Clock {
  return {
    nowMs: ms,
    nowSeconds: () => Math.floor(ms() / 1000),
    nowIso: () => new Date(ms()).toISOString(),
  };
}

export const systemClock: Clock = clockOf(() => Date.now());

/** A clock that stands still until moved or set (tests). */
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
