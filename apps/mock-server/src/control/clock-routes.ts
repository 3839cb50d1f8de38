/**
 * /__mock__/clock: the current world's clock (src/lib/clock.ts WorldClock) — read, paused, resumed, set, moved forward
 * or back to real time. Everything the world computes reads it (docs/mock-server.md#time); the work that falls due by
 * its new time (export jobs, forwarding rounds, the expiry of old exports: src/lib/world-timers.ts) runs before the
 * answer.
 */
import type { FastifyInstance } from 'fastify';
import { ClockFloorError } from '#src/lib/clock.js';
import { fieldError, ok } from '#src/lib/errors.js';
import { controlOperation } from './operation.js';
import { english } from './english.js';

/** What the control plane tells of the current world's clock. */
export function clockState(app: FastifyInstance) {
  const clock = app.world.clock;
  return {
    now: clock.nowIso(),
    paused: clock.paused,
    offset_seconds: Math.round(clock.offsetFromServerMs / 1000),
    floor: new Date(clock.floorMs).toISOString(),
  };
}

export async function clockRoutes(app: FastifyInstance) {
  /**
   * Moves the clock, lets the work that fell due catch up with it, then answers its state; a time before the floor is a
   * field error of `field`.
   */
  const move = async (field: string, change: () => void) => {
    try {
      change();
    } catch (err) {
      if (err instanceof ClockFloorError) throw fieldError(field, english(err.message));
      throw err;
    }
    await app.world.timers.settle();
    return ok(clockState(app));
  };

  controlOperation(app, 'getClock', async () => ok(clockState(app)));
  controlOperation(app, 'setClock', async (req) =>
    move('at', () => app.world.clock.set(Date.parse(req.body.at))),
  );
  controlOperation(app, 'advanceClock', async (req) =>
    move('seconds', () => app.world.clock.advance(req.body.seconds * 1000)),
  );
  controlOperation(app, 'pauseClock', async () =>
    move('non_field_errors', () => app.world.clock.pause()),
  );
  controlOperation(app, 'resumeClock', async () =>
    move('non_field_errors', () => app.world.clock.resume()),
  );
  controlOperation(app, 'resetClock', async () =>
    move('non_field_errors', () => app.world.clock.followServer()),
  );
}
