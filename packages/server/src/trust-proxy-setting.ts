/**
 * The TRUST_PROXY setting: off, the number of proxies in front of the server, or the addresses and networks of those
 * proxies. `true` (trust every hop) is refused: it makes the client address whatever the client writes first in
 * `X-Forwarded-For`, so per-client sign-in and mail limits could be dodged with one header.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` takes: a hop count, or the trusted proxies' addresses (proxy-addr's syntax). */
export type TrustProxy = false | number | string[];

// proxy-addr's names for common ranges; an operator may write them as well as addresses.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUE_REFUSED =
  '"true" would let any client choose its own address with X-Forwarded-For; write the number of proxies in front of ' +
  'the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1 or TRUST_PROXY=127.0.0.1,10.0.0.0/8)';
const INVALID = 'must be false, a number of proxies (such as 1) or a comma-separated list of proxy addresses or networks (such as 127.0.0.1,10.0.0.0/8)';

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match) return false;
  const [, address = '', bits = ''] = match;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .default('false')
  .transform((raw, context): TrustProxy => {
    const value = raw.trim();
    if (value.toLowerCase() === 'true') {
      context.addIssue({ code: 'custom', message: TRUE_REFUSED });
      return z.NEVER;
    }
    if (value.toLowerCase() === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (!entries.every(isProxyEntry)) {
      context.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The setting as Fastify's option. Fastify accepts a hop count at run time but its types do not, so the count becomes
 * the same rule as a function: trust the `hops` nearest addresses (hop 0 is the socket's peer).
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
