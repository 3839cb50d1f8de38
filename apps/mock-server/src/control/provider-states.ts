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
 * torn down by the same verification run — the `X-Pact-Run` header, any value, when two verifications share the mock
 * (Pact's teardown carries the sentence, not the values). A set-up that fails removes what it created: verifiers send
 * no teardown after a failed set-up.
 */
import type { FastifyInstance } from 'fastify';
import { fieldError, ok } from '#src/lib/errors.js';
import { STATES } from './state-catalog.js';
import { removeWorld } from './state-teardown.js';
import { controlOperation } from './operation.js';
import { WorldBuilder, type World } from './state-world.js';
import { english } from './english.js';

export async function providerStateRoutes(app: FastifyInstance) {
  /**
   * States set up and not yet torn down, by run and sentence, oldest first, per world of the server (main or sandbox);
   * each remembers the instance of the data it lives in.
   */
  type Open = Map<string, { world: World; instance: string }[]>;
  const opened = (): Open => app.world.slot<Open>('provider-states', () => new Map());

  controlOperation(app, 'listProviderStates', async () => {
    const worlds: Record<string, number> = {};
    for (const [key, list] of opened())
      if (list.length) {
        const state = key.slice(key.indexOf('\n') + 1);
        worlds[state] = (worlds[state] ?? 0) + list.length;
      }
    return ok({ open: Object.values(worlds).reduce((a, b) => a + b, 0), states: worlds });
  });

  controlOperation(app, 'changeProviderState', async (req) => {
    const { state, action = 'setup' } = req.body;
    const open = opened();
    const key = `${String(req.headers['x-pact-run'] ?? '')}\n${state}`;
    // Own sentences only: "constructor" or "__proto__" are no states either.
    const setup = Object.hasOwn(STATES, state) ? STATES[state] : undefined;
    if (!setup)
      throw fieldError(
        'state',
        english(
          `Unknown provider state "${state}". Known states: ${Object.keys(STATES)
            .map((s) => `"${s}"`)
            .join(', ')}`,
        ),
      );
    if (action === 'teardown') {
      const entry = open.get(key)?.shift();
      // A reset replaced the store since the set-up: its ids may now belong to seed records, so leave them.
      if (entry && entry.instance === app.repos.instanceId()) await removeWorld(app, entry.world);
      return {};
    }
    const builder = new WorldBuilder(app, state);
    let values: Awaited<ReturnType<typeof setup>>;
    try {
      values = await setup(builder, app);
    } catch (e) {
      await removeWorld(app, builder.world);
      throw e;
    }
    const list = open.get(key) ?? [];
    open.set(key, list);
    list.push({ world: builder.world, instance: app.repos.instanceId() });
    await app.repos.commit();
    return values;
  });
}
