/**
 * Credentials as members who may not manage settings see them (docs/security.md#authorization): a forwarder's target
 * as `scheme://host:port` only — no user, password, path, query or options, any of which may carry a secret (a token in
 * a webhook's path, `sig=` in its query, MongoDB's `authMechanismProperties`) — and a signing secret as its prefix and
 * last four characters. Members still see where data goes.
 */
import { httpTarget, mongoHosts } from '#src/net/egress.js';

export const MASK = '****';

const hostPort = (host: string, port?: number): string => {
  const name = host.includes(':') ? `[${host}]` : host;
  return port === undefined ? name : `${name}:${port}`;
};

/** Where a forwarder's URL or MongoDB URI sends: `https://host:443`, `mongodb://h1:27017,h2:27017`, `mongodb+srv://name`. */
export function targetOnly(uri: string): string {
  const http = httpTarget(uri);
  if (http) return `${http.url.protocol}//${hostPort(http.host, http.port)}`;
  const mongo = mongoHosts(uri);
  if (mongo)
    return mongo.srv
      ? `mongodb+srv://${hostPort(mongo.hosts[0]!.host)}`
      : `mongodb://${mongo.hosts.map((h) => hostPort(h.host, h.port)).join(',')}`;
  return MASK;
}

/** A signing secret as members without the settings permission see it: its prefix and last four characters. */
export const maskSecret = (secret: string): string =>
  `${secret.slice(0, secret.indexOf('_') + 1)}${MASK}${secret.slice(-4)}`;
