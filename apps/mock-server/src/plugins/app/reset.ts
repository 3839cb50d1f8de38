/**
 * Back to the seed: `app.resetMock(by)` (the control plane's POST /__mock__/reset, and the schedule) removes export
 * files, injected faults, pending export failures and sign-in lockouts, and replaces the data with the seed of MOCK_SEED / MOCK_SCALE.
 * With MOCK_RESET_EVERY a public demo heals itself: a reset on every multiple of the period (wall clock, so the next
 * one is predictable and the login page can say when); `app.nextResetAt()` tells when — and it drops every sandbox, so
 * visitors start again from the seed too. A reset through the control plane acts on its own world only (parallel test
 * workers keep theirs), and in a sandbox forgets only that sandbox's sign-in counts (ADR 0080). Each reset is a
 * security log line.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '#src/lib/clock.js';
import { securityEvent } from '#src/lib/security-log.js';
import { clearAnalyticsCache } from '#src/simulation/analytics.js';
import { dropExports } from '#src/services/export-files.js';
import { worldServices } from '#src/services/world-services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replaces all data with the seed; `by` names who asked (logged). */
    resetMock: (by: 'control' | 'schedule') => Promise<void>;
    /** When the next scheduled reset happens (ms since the epoch), or null without MOCK_RESET_EVERY. */
    nextResetAt: () => number | null;
  }
}

/** The next multiple of `periodMs` after `nowMs`. */
export const nextMultiple = (nowMs: number, periodMs: number): number =>
  (Math.floor(nowMs / periodMs) + 1) * periodMs;

/** setTimeout takes at most 2^31-1 ms; longer waits are re-armed. */
const MAX_TIMER_MS = 2 ** 30;

export interface Schedule {
  /** When `run` is called next (ms since the epoch); null once stopped. */
  next: () => number | null;
  stop: () => void;
}

/** Calls `run` on every multiple of `periodMs` of `clock`, one run at a time; errors go to `onError`. */
export function scheduleEvery(
  clock: Clock,
  periodMs: number,
  run: () => Promise<void>,
  onError: (err: unknown) => void,
): Schedule {
  let next: number | null = nextMultiple(clock.nowMs(), periodMs);
  let timer: NodeJS.Timeout | null = null;
  const arm = (): void => {
    if (next === null) return;
    timer = setTimeout(fire, Math.min(Math.max(0, next - clock.nowMs()), MAX_TIMER_MS));
    timer.unref();
  };
  const fire = (): void => {
    if (next === null) return;
    if (clock.nowMs() < next) return arm();
    next = nextMultiple(clock.nowMs(), periodMs);
    run().catch(onError).finally(arm);
  };
  arm();
  return {
    next: () => next,
    stop: () => {
      next = null;
      if (timer) clearTimeout(timer);
    },
  };
}

export default fp(
  async function reset(app: FastifyInstance) {
    const resetMock = async (by: 'control' | 'schedule'): Promise<void> => {
      const services = worldServices(app);
      await dropExports(
        app,
        app.repos.downloads.everyTask().map((t) => t.id),
      );
      if (app.hasDecorator('faults')) app.faults.clear();
      services.exports.faults.clear();
      clearAnalyticsCache();
      const sandbox = app.world.name;
      if (by === 'control' && sandbox !== null) app.loginThrottle.clear(`sandbox:${sandbox}`);
      else app.loginThrottle.clear();
      if (app.hasDecorator('variants')) Object.assign(app.variants, app.config.variants);
      await app.resetToSeed();
      const dropped = by === 'schedule' ? await app.worlds.dropAll() : [];
      securityEvent(app.log, 'reset', `the data was reset to the seed (${by})`, {
        by,
        seed: app.config.seed,
        sandbox: sandbox ?? undefined,
        sandboxes_dropped: dropped.length || undefined,
      });
    };
    app.decorate('resetMock', resetMock);

    const every = app.config.resetEverySeconds;
    let schedule: Schedule | null = null;
    if (every !== null) {
      app.addHook('onReady', async () => {
        schedule = scheduleEvery(
          app.worlds.clock,
          every * 1000,
          () => resetMock('schedule'),
          (err) => app.log.error({ err }, 'the scheduled reset failed'),
        );
      });
      app.addHook('onClose', async () => schedule?.stop());
    }
    app.decorate('nextResetAt', () => schedule?.next() ?? null);
  },
  { name: 'reset', dependencies: ['db', 'auth'] },
);
