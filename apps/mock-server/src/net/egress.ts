/**
 * Outbound connections on behalf of users (forwarders): the SSRF guard. A destination is resolved with DNS and every
 * address it resolves to must be public — unless the development switch `allowPrivate` (MOCK_ALLOW_PRIVATE_TARGETS=1)
 * allows loopback and private ones for local receivers in tests. This server itself (a local address on one of its
 * own ports) is refused even then. The check runs inside the socket's `lookup`, so the address checked is the address
 * connected to (no DNS rebinding between check and connect); IP literals, which skip `lookup`, are checked first.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isLocalAddress, isPublicAddress, normalizeIp } from './addresses.js';

type LookupAll = (
  hostname: string,
  options: { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface EgressPolicy {
  /** Development switch: loopback and private destinations allowed (never this server itself). */
  allowPrivate: boolean;
  /** The ports this server listens on; a local address with one of them is this server. */
  selfPorts: () => number[];
  /** DNS resolution (tests inject one); defaults to the system's. */
  lookup?: LookupAll;
}

/** A destination the policy refuses, or a name that does not resolve: the caller words both alike. */
export class EgressRefused extends Error {
  readonly code = 'EGRESS_REFUSED';
}

/** May data go to `ip`:`port`? (`port` -1: unknown, only the private/public rule applies.) */
export function addressAllowed(ip: string, port: number, policy: EgressPolicy): boolean {
  const addr = normalizeIp(ip);
  if (port >= 0 && policy.selfPorts().includes(port) && isLocalAddress(addr)) return false;
  return policy.allowPrivate || isPublicAddress(addr);
}

const systemLookup: LookupAll = (hostname, options, callback) =>
  dnsLookup(hostname, options, callback);

/** Every address `host` resolves to, when all of them are allowed; EgressRefused otherwise. */
export async function resolveAllowed(
  host: string,
  port: number,
  policy: EgressPolicy,
): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses =
    family !== 0
      ? [{ address: bare, family }]
      : await new Promise<LookupAddress[]>((resolve, reject) =>
          (policy.lookup ?? systemLookup)(bare, { all: true }, (err, list) =>
            err ? reject(new EgressRefused(`${host} does not resolve`)) : resolve(list),
          ),
        );
  // One refused address refuses the name: a record set mixing public and private addresses is an attack.
  if (addresses.length === 0 || addresses.some((a) => !addressAllowed(a.address, port, policy)))
    throw new EgressRefused(`${host} is not an allowed destination`);
  return addresses;
}

/** A socket `lookup` that resolves through the policy (for http.request and the MongoDB driver). */
export function guardedLookup(policy: EgressPolicy, port: number): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, port, policy).then(
      (list) => {
        const all = (options as { all?: boolean }).all;
        if (all) (callback as (e: null, a: LookupAddress[]) => void)(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/** Host and port of an http(s) URL; null when it is not one. */
export function httpTarget(url: string): { url: URL; host: string; port: number } | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const port = u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80;
  return { url: u, host: u.hostname.replace(/^\[|\]$/g, ''), port };
}

/** The hosts of a MongoDB connection string (`mongodb://` seeds, or the name of a `mongodb+srv://` record). */
export function mongoHosts(
  uri: string,
): { srv: boolean; hosts: { host: string; port: number }[] } | null {
  // the user info ends at the last '@' before the path: a password may hold an unescaped '@'
  const m = /^mongodb(\+srv)?:\/\/(?:[^/?]*@)?([^/?]+)(?:[/?].*)?$/.exec(uri.trim());
  if (!m) return null;
  const hosts: { host: string; port: number }[] = [];
  for (const part of m[2]!.split(',')) {
    const h = /^(\[[0-9a-fA-F:.]+\]|[^:@[\]]+)(?::(\d{1,5}))?$/.exec(part);
    const port = h?.[2] === undefined ? 27017 : Number(h[2]);
    if (!h || port < 1 || port > 65535) return null;
    hosts.push({ host: h[1]!.replace(/^\[|\]$/g, ''), port });
  }
  if (m[1] && hosts.length !== 1) return null;
  return { srv: Boolean(m[1]), hosts };
}
