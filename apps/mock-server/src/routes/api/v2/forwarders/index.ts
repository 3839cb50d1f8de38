/**
 * Tag "forwarders": the organization's HTTP POST and MongoDB forwarders. Tests really deliver: the POST test sends a
 * signed sample (X-Signature: sha256=<hex HMAC-SHA256(body, secret_key)>, X-Timestamp) and the MongoDB test connects
 * and pings with the official driver (src/services/forward-delivery.ts). Once configured, the forwarding service
 * (src/services/forward-service.ts) sends the organization's new samples in batches.
 * Members without the settings permission read the credentials masked: the secret, and the password in the POST url
 * and in the MongoDB URI (src/lib/mask.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal } from '#src/auth/permissions.js';
import type { ForwarderRecord } from '#src/db/types.js';
import { fieldError, ok } from '#src/lib/errors.js';
import { maskCredentials, maskSecret } from '#src/lib/mask.js';
import { resolveAllowed, httpTarget, type EgressPolicy } from '#src/net/egress.js';
import {
  mongoDestinationProblem,
  newForwarderSecret,
  postSigned,
  testMongodb,
  testPayload,
} from '#src/services/forward-delivery.js';
import { worldServices } from '#src/services/world-services.js';

/** The organization's forwarder record, created (with a fresh secret) on first use. */
async function forwarderOf(app: FastifyInstance, orgId: number): Promise<ForwarderRecord> {
  let f = app.repos.find('forwarders', (x) => x.org_id === orgId);
  if (!f) {
    f = {
      org_id: orgId,
      post_url: null,
      secret_key: newForwarderSecret(),
      mongodb_uri: null,
      mongodb_collection: null,
    };
    app.repos.add('forwarders', f);
    await app.repos.commit();
  }
  return f;
}

const managesSettings = (req: FastifyRequest): boolean =>
  req.actor !== null && refusal(req.actor, 'settings') === null;

function postView(req: FastifyRequest, f: ForwarderRecord) {
  if (managesSettings(req)) return { url: f.post_url, secret_key: f.secret_key };
  return {
    url: f.post_url === null ? null : maskCredentials(f.post_url),
    secret_key: maskSecret(f.secret_key),
  };
}

const mongoView = (req: FastifyRequest, f: ForwarderRecord) => ({
  uri:
    f.mongodb_uri === null || managesSettings(req) ? f.mongodb_uri : maskCredentials(f.mongodb_uri),
  collection: f.mongodb_collection,
});

const NOT_PUBLIC_URL =
  'Use a public host: this one does not resolve to a public internet address (loopback, private, link-local and this server are refused).';
const NOT_PUBLIC_URI =
  'Use public hosts: one of them does not resolve to a public internet address (loopback, private, link-local and this server are refused).';

/** Refuses (400 on `url`) a POST url whose host is not an allowed destination; the same sentence for every reason. */
async function checkPostUrl(url: string, egress: EgressPolicy): Promise<void> {
  const target = httpTarget(url);
  if (!target) throw fieldError('url', 'Enter an http or https URL.');
  await resolveAllowed(target.host, target.port, egress).catch(() => {
    throw fieldError('url', NOT_PUBLIC_URL);
  });
}

async function checkMongoUri(uri: string, egress: EgressPolicy): Promise<void> {
  const problem = await mongoDestinationProblem(uri, egress).catch(() => 'refused' as const);
  if (problem === 'invalid')
    throw fieldError('uri', 'This is not a valid MongoDB connection string.');
  if (problem === 'refused') throw fieldError('uri', NOT_PUBLIC_URI);
}

export default async function forwarderRoutes(app: FastifyInstance) {
  const { egress } = worldServices(app);
  const timeoutMs = app.config.forwardTimeoutMs;
  app.operation('getPostForwarder', async (req) =>
    ok(postView(req, await forwarderOf(app, req.org!.id))),
  );

  app.operation('updatePostForwarder', { permission: 'settings' }, async (req) => {
    const url = req.body.url === null ? null : req.body.url.trim();
    if (url !== null) await checkPostUrl(url, egress);
    const f = await forwarderOf(app, req.org!.id);
    f.post_url = url;
    app.repos.save('forwarders', f);
    await app.repos.commit();
    return ok(postView(req, f));
  });

  app.operation('resetPostForwarderSecret', { permission: 'settings' }, async (req) => {
    const f = await forwarderOf(app, req.org!.id);
    f.secret_key = newForwarderSecret();
    app.repos.save('forwarders', f);
    await app.repos.commit();
    return ok(postView(req, f));
  });

  app.operation('testPostForwarder', { permission: 'settings' }, async (req) => {
    const f = await forwarderOf(app, req.org!.id);
    const now = app.clock.nowSeconds();
    return ok(
      await postSigned(req.body.url.trim(), testPayload(req.org!.slug, now), f.secret_key, {
        now,
        egress,
        timeoutMs,
      }),
    );
  });

  app.operation('getMongodbForwarder', async (req) =>
    ok(mongoView(req, await forwarderOf(app, req.org!.id))),
  );

  app.operation('updateMongodbForwarder', { permission: 'settings' }, async (req) => {
    const { uri, collection } = req.body;
    if ((uri === null) !== (collection === null)) {
      throw fieldError(
        uri === null ? 'uri' : 'collection',
        'Set both uri and collection, or clear both.',
      );
    }
    if (uri !== null) await checkMongoUri(uri, egress);
    const f = await forwarderOf(app, req.org!.id);
    f.mongodb_uri = uri;
    f.mongodb_collection = collection === null ? null : collection.trim();
    app.repos.save('forwarders', f);
    await app.repos.commit();
    return ok(mongoView(req, f));
  });

  // 3 s of server selection, or MOCK_FORWARD_TIMEOUT_MS when that is shorter (the fuzzing's 0.5 s)
  const mongoTimeoutMs = Math.min(3000, timeoutMs);
  app.operation('testMongodbForwarder', { permission: 'settings' }, async (req) => {
    return ok(
      await testMongodb(req.body.uri, req.body.collection, { timeoutMs: mongoTimeoutMs, egress }),
    );
  });
}
