/**
 * Where a forwarder may send: hosts that resolve to public internet addresses only (loopback, private, link-local and
 * this server are refused, src/net/egress.ts). A refused destination gets the same sentence whatever the reason.
 */
import { fieldError } from '#src/lib/errors.js';
import { httpTarget, resolveAllowed, type EgressPolicy } from '#src/net/egress.js';
import { mongoDestinationProblem } from '#src/services/forward-mongo.js';

const NOT_PUBLIC_URL =
  'Use a public host: this one does not resolve to a public internet address (loopback, private, link-local and this server are refused).';
const NOT_PUBLIC_URI =
  'Use public hosts: one of them does not resolve to a public internet address (loopback, private, link-local and this server are refused).';

/** Refuses (400 on `url`) a POST url that is not http(s) or whose host is not an allowed destination. */
export async function checkPostUrl(url: string, egress: EgressPolicy): Promise<void> {
  const target = httpTarget(url);
  if (!target) throw fieldError('url', 'Enter an http or https URL.');
  await resolveAllowed(target.host, target.port, egress).catch(() => {
    throw fieldError('url', NOT_PUBLIC_URL);
  });
}

/** Refuses (400 on `uri`) a connection string that is not MongoDB's or names a host that is not allowed. */
export async function checkMongoUri(uri: string, egress: EgressPolicy): Promise<void> {
  const problem = await mongoDestinationProblem(uri, egress).catch(() => 'refused' as const);
  if (problem === 'invalid')
    throw fieldError('uri', 'This is not a valid MongoDB connection string.');
  if (problem === 'refused') throw fieldError('uri', NOT_PUBLIC_URI);
}
