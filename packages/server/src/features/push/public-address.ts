/**
 * Which IP addresses a push endpoint may reach: only public unicast ones. A subscription's endpoint is a URL the
 * user supplies, so without this rule the server could be made to send requests into its own network (SSRF).
 * Pure: the DNS side is endpoint-guard.ts. IPv6 addresses that carry an IPv4 address (IPv4-mapped, NAT64, 6to4)
 * are judged by the IPv4 address they lead to.
 */
import { isIPv4, isIPv6 } from 'node:net';

interface Range {
  /** The network's first address as bytes (4 for IPv4, 16 for IPv6). */
  base: readonly number[];
  bits: number;
  /** Why it is refused, for logs and tests. */
  name: string;
}

function v4(text: string, bits: number, name: string): Range {
  return { base: text.split('.').map(Number), bits, name };
}

function v6(text: string, bits: number, name: string): Range {
  const bytes = ipv6Bytes(text);
  if (!bytes) throw new Error(`bad IPv6 range ${text}`);
  return { base: bytes, bits, name };
}

/** IANA's special-purpose IPv4 registry, less nothing: none of these is a push service. */
const REFUSED_V4: readonly Range[] = [
  v4('0.0.0.0', 8, 'this network (unspecified)'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'carrier-grade NAT'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'IETF protocol assignments'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, '6to4 relay anycast'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved and broadcast'),
];

/** Only 2000::/3 holds global unicast; inside it, these are not the public internet (or tunnel somewhere unknown). */
const GLOBAL_UNICAST_V6 = v6('2000::', 3, 'global unicast');
const REFUSED_V6_IN_GLOBAL: readonly Range[] = [
  v6('2001::', 23, 'IETF protocol assignments (Teredo, ORCHID, benchmarking)'),
  v6('2001:db8::', 32, 'documentation'),
  v6('3fff::', 20, 'documentation'),
];
/** IPv6 forms that lead to an IPv4 address: judged by that address. */
const IPV4_MAPPED = v6('::ffff:0:0', 96, 'IPv4-mapped');
const NAT64 = v6('64:ff9b::', 96, 'NAT64');
const SIX_TO_FOUR = v6('2002::', 16, '6to4');

function inRange(bytes: readonly number[], range: Range): boolean {
  if (bytes.length !== range.base.length) return false;
  let bits = range.bits;
  for (let i = 0; bits > 0; i += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((range.base[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 16 bytes of an IPv6 address in any textual form (`::`, an embedded dotted quad, a `%zone`), or null. */
export function ipv6Bytes(address: string): number[] | null {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  let groups: string[];
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const expand = (parts: string[]): string[] =>
    parts.flatMap((part) => {
      if (!part.includes('.')) return [part];
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const headExpanded = expand(headGroups);
  const tailExpanded = expand(tailGroups);
  if (tail === undefined) groups = headExpanded;
  else groups = [...headExpanded, ...Array<string>(8 - headExpanded.length - tailExpanded.length).fill('0'), ...tailExpanded];
  if (groups.length !== 8) return null;
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

export type AddressVerdict = { public: true } | { public: false; reason: string };

function ipv4Verdict(bytes: readonly number[]): AddressVerdict {
  const refused = REFUSED_V4.find((range) => inRange(bytes, range));
  return refused ? { public: false, reason: refused.name } : { public: true };
}

function embeddedVerdict(ipv4: readonly number[], form: string): AddressVerdict {
  const verdict = ipv4Verdict(ipv4);
  return verdict.public ? verdict : { public: false, reason: `${form} ${verdict.reason}` };
}

/** Whether an address (IPv4 or IPv6 text, as DNS or a URL gives it) is public unicast. Anything unparseable is refused. */
export function addressVerdict(address: string): AddressVerdict {
  if (isIPv4(address)) return ipv4Verdict(address.split('.').map(Number));
  const bytes = ipv6Bytes(address);
  if (!bytes) return { public: false, reason: 'not an IP address' };
  if (inRange(bytes, IPV4_MAPPED)) return embeddedVerdict(bytes.slice(12), 'IPv4-mapped');
  if (inRange(bytes, NAT64)) return embeddedVerdict(bytes.slice(12), 'NAT64');
  if (inRange(bytes, SIX_TO_FOUR)) return embeddedVerdict(bytes.slice(2, 6), '6to4');
  if (!inRange(bytes, GLOBAL_UNICAST_V6)) return { public: false, reason: ipv6OutsideGlobalReason(bytes) };
  const refused = REFUSED_V6_IN_GLOBAL.find((range) => inRange(bytes, range));
  return refused ? { public: false, reason: refused.name } : { public: true };
}

/** A readable reason for an IPv6 address outside global unicast (loopback, link-local, unique-local, multicast …). */
function ipv6OutsideGlobalReason(bytes: readonly number[]): string {
  const named: readonly Range[] = [
    v6('::', 128, 'unspecified'),
    v6('::1', 128, 'loopback'),
    v6('::', 96, 'IPv4-compatible (deprecated)'),
    v6('fc00::', 7, 'unique-local'),
    v6('fe80::', 10, 'link-local'),
    v6('fec0::', 10, 'site-local (deprecated)'),
    v6('ff00::', 8, 'multicast'),
  ];
  return named.find((range) => inRange(bytes, range))?.name ?? 'not global unicast';
}

export function isPublicAddress(address: string): boolean {
  return addressVerdict(address).public;
}
