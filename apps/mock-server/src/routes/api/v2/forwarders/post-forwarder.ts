/**
 * The HTTP POST forwarder: its url (a public host only, destinations.ts), its signing secret, and a test that really delivers a signed
 * sample (X-Signature: sha256=<hex HMAC-SHA256(body, secret_key)>, X-Timestamp; src/services/forward-delivery.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ForwarderRecord } from '#src/db/types.js';
import { ok } from '#src/lib/errors.js';
import { maskSecret, targetOnly } from '#src/lib/mask.js';
import type { EgressPolicy } from '#src/net/egress.js';
import { newForwarderSecret, postSigned, testPayload } from '#src/services/forward-delivery.js';
import { checkPostUrl } from './destinations.js';
import { forwarderOf, managesSettings } from './forwarder-access.js';
import { testResultView } from '#src/views/forwarders.js';

function postView(req: FastifyRequest, f: ForwarderRecord) {
  if (managesSettings(req)) return { url: f.post_url, secret_key: f.secret_key };
  return {
    url: f.post_url === null ? null : targetOnly(f.post_url),
    secret_key: maskSecret(f.secret_key),
  };
}

export default function registerPostForwarder(app: FastifyInstance, egress: EgressPolicy): void {
  app.operation('getPostForwarder', async (req) =>
    ok(postView(req, await forwarderOf(app, req.org!.id))),
  );

  app.operation('updatePostForwarder', { permission: 'settings' }, async (req) => {
    const url = req.body.url === null ? null : req.body.url.trim();
    if (url !== null) await checkPostUrl(url, egress);
    const f = await forwarderOf(app, req.org!.id);
    app.repos.forwarders.setPostUrl(f, url);
    await app.repos.commit();
    return ok(postView(req, f));
  });

  app.operation('resetPostForwarderSecret', { permission: 'settings' }, async (req) => {
    const f = await forwarderOf(app, req.org!.id);
    app.repos.forwarders.setSecret(f, newForwarderSecret());
    await app.repos.commit();
    return ok(postView(req, f));
  });

  app.operation('testPostForwarder', { permission: 'settings' }, async (req) => {
    const f = await forwarderOf(app, req.org!.id);
    const now = app.clock.nowSeconds();
    const payload = testPayload(req.org!.slug, now);
    const timeoutMs = app.config.forwardTimeoutMs;
    const result = await postSigned(req.body.url.trim(), payload, f.secret_key, {
      now,
      egress,
      timeoutMs,
    });
    return ok(testResultView(result, req.language));
  });
}
