/**
 * Which IP addresses a server may send data to. Public unicast is allowed; loopback, private (RFC 1918, unique local),
 * shared (CGNAT), link-local, unspecified, multicast, documentation, benchmarking and reserved ranges are not — the
 * IANA special-purpose registries. IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4) are judged by it.
 */
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

const special = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  special.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['64:ff9b:1::', 48], // local-use NAT64
] as const)
  special.addSubnet(net, prefix, 'ipv6');

/** The 8 groups of an IPv6 address (with an embedded dotted quad expanded). */
function groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const h = part(head);
  const t = part(tail);
  return tail === undefined ? h : [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIPv4(ip: string): string | null {
  const g = groups(ip);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return null;
}

/** An address in canonical form for the checks: IPv4 as is, IPv4-in-IPv6 as its IPv4, brackets removed. */
export function normalizeIp(ip: string): string {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  return isIP(bare) === 6 ? (embeddedIPv4(bare) ?? bare) : bare;
}

/** True for a public unicast address; false for every special-purpose range and for what is not an address. */
export function isPublicAddress(ip: string): boolean {
  const addr = normalizeIp(ip);
  const family = isIP(addr);
  if (family === 0) return false;
  return !special.check(addr, family === 4 ? 'ipv4' : 'ipv6');
}

/** True when the address reaches this machine: loopback, unspecified, or one of its interfaces' addresses. */
export function isLocalAddress(ip: string): boolean {
  const addr = normalizeIp(ip);
  if (addr === '0.0.0.0' || addr === '::' || addr === '::1' || addr.startsWith('127.')) return true;
  return Object.values(networkInterfaces()).some((list) =>
    (list ?? []).some((i) => normalizeIp(i.address) === addr),
  );
}
