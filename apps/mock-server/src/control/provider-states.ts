/**
 * POST /__mock__/provider-states — the provider-state protocol of the console's contract, served by the mock the same
 * way a real backend serves it for its own verification (docs/provider-states.md):
 *
 *   request  {"state": "<sentence>", "params": {…}, "action": "setup" | "teardown"}   (Pact's state change URL form)
 *   answer   200 with the JSON object of values the pact injects (setup), {} (teardown);
 *            400 in the envelope for a state the mock does not know.
 * GET /__mock__/provider-states lists the worlds set up and not yet torn down (a verification leaves none).
 *
 * Unlike the rest of the control plane the answer is the bare values object, because Pact verifiers read it so.
 * Each set-up builds a fresh world (state-catalog.ts); its teardown removes the oldest world of that sentence not yet
 * torn down (verifiers run one interaction at a time: set-up, request, teardown).
 */
import type { FastifyInstance } from 'fastify';
import { fieldError, ok } from '#src/lib/errors.js';
import { STATES } from './state-catalog.js';
import { removeWorld } from './state-teardown.js';
import { WorldBuilder, type World } from './state-world.js';

interface StateRequest {
  state: string;
  params?: Record<string, unknown>;
  action?: 'setup' | 'teardown';
}

const BODY = {
  type: 'object',
  required: ['state'],
  properties: {
    state: { type: 'string', minLength: 1, maxLength: 500 },
    params: { type: ['object', 'null'] },
    action: { type: 'string', enum: ['setup', 'teardown'], default: 'setup' },
  },
};

export async function providerStateRoutes(app: FastifyInstance) {
  /**
   * States set up and not yet torn down, by sentence, oldest first, per world of the server (main or sandbox); each
   * remembers the instance of the data it lives in.
   */
  type Open = Map<string, { world: World; instance: string }[]>;
  const opened = (): Open => app.world.slot<Open>('provider-states', () => new Map());

  app.get('/provider-states', async () => {
    const worlds = Object.fromEntries(
      [...opened()]
        .filter(([, list]) => list.length > 0)
        .map(([state, list]) => [state, list.length]),
    );
    return ok({ open: Object.values(worlds).reduce((a, b) => a + b, 0), states: worlds });
  });

  app.post<{ Body: StateRequest }>('/provider-states', { schema: { body: BODY } }, async (req) => {
    const { state, action = 'setup' } = req.body;
    const open = opened();
    // Own sentences only: "constructor" or "__proto__" are no states either.
    const setup = Object.hasOwn(STATES, state) ? STATES[state] : undefined;
    if (!setup)
      throw fieldError(
        'state',
        `Unknown provider state "${state}". Known states: ${Object.keys(STATES)
          .map((s) => `"${s}"`)
          .join(', ')}`,
      );
    if (action === 'teardown') {
      const entry = open.get(state)?.shift();
      // A reset replaced the store since the set-up: its ids may now belong to seed records, so leave them.
      if (entry && entry.instance === app.repos.instanceId()) await removeWorld(app, entry.world);
      return {};
    }
    const builder = new WorldBuilder(app, state);
    const instance = app.repos.instanceId();
    const list = open.get(state) ?? [];
    open.set(state, list);
    list.push({ world: builder.world, instance });
    const values = await setup(builder, app);
    await app.repos.commit();
    return values;
  });
}
