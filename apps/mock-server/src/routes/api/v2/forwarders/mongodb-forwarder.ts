/**
 * The MongoDB forwarder: a connection string (public hosts only, destinations.ts) and a collection, set or cleared together, and a test
 * that connects and pings with the official driver (src/services/forward-mongo.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ForwarderRecord } from '#src/db/types.js';
import { fieldError, ok } from '#src/lib/errors.js';
import { targetOnly } from '#src/lib/mask.js';
import type { EgressPolicy } from '#src/net/egress.js';
import { testMongodb } from '#src/services/forward-mongo.js';
import { checkMongoUri } from './destinations.js';
import { forwarderOf, managesSettings } from './forwarder-access.js';
import { msg } from '#src/i18n/messages.js';
import { testResultView } from '#src/views/forwarders.js';

const mongoView = (req: FastifyRequest, f: ForwarderRecord) => ({
  uri: f.mongodb_uri === null || managesSettings(req) ? f.mongodb_uri : targetOnly(f.mongodb_uri),
  collection: f.mongodb_collection,
});

export default function registerMongodbForwarder(app: FastifyInstance, egress: EgressPolicy): void {
  app.operation('getMongodbForwarder', async (req) =>
    ok(mongoView(req, await forwarderOf(app, req.org!.id))),
  );

  app.operation('updateMongodbForwarder', { permission: 'settings' }, async (req) => {
    const { uri, collection } = req.body;
    if ((uri === null) !== (collection === null)) {
      throw fieldError(uri === null ? 'uri' : 'collection', msg('forwarder.uri_and_collection'));
    }
    if (uri !== null) await checkMongoUri(uri, egress);
    const f = await forwarderOf(app, req.org!.id);
    app.repos.forwarders.setMongodb(f, uri, collection === null ? null : collection.trim());
    await app.repos.commit();
    return ok(mongoView(req, f));
  });

  // 3 s of server selection, or MOCK_FORWARD_TIMEOUT_MS when that is shorter (the fuzzing's 0.5 s)
  const timeoutMs = Math.min(3000, app.config.forwardTimeoutMs);
  app.operation('testMongodbForwarder', { permission: 'settings' }, async (req) => {
    const result = await testMongodb(req.body.uri, req.body.collection, { timeoutMs, egress });
    return ok(testResultView(result, req.language));
  });
}
