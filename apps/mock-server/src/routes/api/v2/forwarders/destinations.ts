/**
 * Where a forwarder may send: hosts that resolve to public internet addresses only (loopback, private, link-local and
 * this server are refused, src/net/egress.ts). A refused destination gets the same message whatever the reason.
 */
import { fieldError } from '#src/lib/errors.js';
import { httpTarget, resolveAllowed, type EgressPolicy } from '#src/net/egress.js';
import { mongoDestinationProblem } from '#src/services/forward-mongo.js';
import { msg } from '#src/i18n/messages.js';

/** Refuses (400 on `url`) a POST url that is not http(s) or whose host is not an allowed destination. */
export async function checkPostUrl(url: string, egress: EgressPolicy): Promise<void> {
  const target = httpTarget(url);
  if (!target) throw fieldError('url', msg('forwarder.url_not_http'));
  await resolveAllowed(target.host, target.port, egress).catch(() => {
    throw fieldError('url', msg('forwarder.url_not_public'));
  });
}

/** Refuses (400 on `uri`) a connection string that is not MongoDB's or names a host that is not allowed. */
export async function checkMongoUri(uri: string, egress: EgressPolicy): Promise<void> {
  const problem = await mongoDestinationProblem(uri, egress).catch(() => 'refused' as const);
  if (problem === 'invalid') throw fieldError('uri', msg('forwarder.uri_invalid'));
  if (problem === 'refused') throw fieldError('uri', msg('forwarder.uri_not_public'));
}
