/**
 * The one clock of the server: every "now" of a request, the simulation and the control plane comes from `app.clock`
 * (decorated in app.ts; tests pass their own through build({ clock })). The simulation itself never reads the time: it
 * is handed `now` (src/simulation is pure).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  nowMs(): number;
  /** Whole seconds since the Unix epoch: the time of every event, sample and query of the simulation. */
  nowSeconds(): number;
}

export const systemClock: Clock = {
  nowMs: () => Date.now(),
  nowSeconds: () => Math.floor(Date.now() / 1000),
};

/** A clock that stands still until moved (tests). */
export function manualClock(startSeconds: number): Clock & { advance: (seconds: number) => void } {
  let ms = startSeconds * 1000;
  return {
    nowMs: () => ms,
    nowSeconds: () => Math.floor(ms / 1000),
    advance: (seconds) => {
      ms += seconds * 1000;
    },
  };
}
