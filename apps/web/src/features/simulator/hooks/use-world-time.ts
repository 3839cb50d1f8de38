import { useEffect, useState } from 'react';
import type { Clock } from '@iot/api-client/control/model';

const TICK_MS = 15_000;

/**
 * The world's time now, from its clock as read at `readAt` (ms): a paused clock stands at its `now`; a running one has
 * moved on by the real time since (none before the next tick after a read). Re-renders every 15 s, enough for a time shown to the minute. `offsetSeconds` is its
 * distance to real time, which grows behind while it is paused.
 */
export function useWorldTime(
  clock: Clock | undefined,
  readAt: number,
): { now: number; offsetSeconds: number } | null {
  const [realNow, setRealNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setRealNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!clock) return null;
  const elapsed = Math.max(0, realNow - readAt);
  return clock.paused
    ? { now: Date.parse(clock.now), offsetSeconds: clock.offset_seconds - elapsed / 1000 }
    : { now: Date.parse(clock.now) + elapsed, offsetSeconds: clock.offset_seconds };
}
