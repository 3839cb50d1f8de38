/**
 * Tag "forwarders": the organization's HTTP POST and MongoDB forwarders. Tests really deliver: the POST test sends a
 * signed sample (X-Signature: sha256=<hex HMAC-SHA256(body, secret_key)>, X-Timestamp) and the MongoDB test connects
 * and pings with the official driver (src/simulation/forwarders.ts). Once configured, the forwarding service
 * (src/simulation/forward-service.ts) sends the organization's new samples in batches.
 * Members without the settings permission read the credentials masked: the secret, and the password in the POST url
 * and in the MongoDB URI (src/lib/mask.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal } from '../../../../auth/permissions.js';
import type { ForwarderRecord } from '../../../../db/types.js';
import { fieldError, ok } from '../../../../lib/errors.js';
import { maskCredentials, maskSecret } from '../../../../lib/mask.js';
import { nowSeconds } from '../../../../simulation/device-events.js';
import { postSigned, testMongodb, testPayload } from '../../../../simulation/forwarders.js';

export const newSecret = (): string => `whsec_${randomBytes(16).toString('hex')}`;

/** The organization's forwarder record, created (with a fresh secret) on first use. */
async function forwarderOf(app: FastifyInstance, orgId: number): Promise<ForwarderRecord> {
  let f = app.store.data.forwarders.find((x) => x.org_id === orgId);
  if (!f) {
    f = {
      org_id: orgId,
      post_url: null,
      secret_key: newSecret(),
      mongodb_uri: null,
      mongodb_collection: null,
    };
    app.store.data.forwarders.push(f);
    await app.store.commit();
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

export default async function forwarderRoutes(app: FastifyInstance) {
  app.operation('getPostForwarder', async (req) =>
    ok(postView(req, await forwarderOf(app, req.org!.id))),
  );

  app.operation('updatePostForwarder', { permission: 'settings' }, async (req) => {
    const f = await forwarderOf(app, req.org!.id);
    f.post_url = req.body.url === null ? null : req.body.url.trim();
    await app.store.commit();
    return ok(postView(req, f));
  });

  app.operation('resetPostForwarderSecret', { permission: 'settings' }, async (req) => {
    const f = await forwarderOf(app, req.org!.id);
    f.secret_key = newSecret();
    await app.store.commit();
    return ok(postView(req, f));
  });

  app.operation('testPostForwarder', { permission: 'settings' }, async (req) => {
    const f = await forwarderOf(app, req.org!.id);
    const now = nowSeconds();
    return ok(
      await postSigned(req.body.url.trim(), testPayload(req.org!.slug, now), f.secret_key, { now }),
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
    const f = await forwarderOf(app, req.org!.id);
    f.mongodb_uri = uri;
    f.mongodb_collection = collection === null ? null : collection.trim();
    await app.store.commit();
    return ok(mongoView(req, f));
  });

  app.operation('testMongodbForwarder', { permission: 'settings' }, async (req) => {
    return ok(await testMongodb(req.body.uri, req.body.collection, { timeoutMs: 3000 }));
  });
}
