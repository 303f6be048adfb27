/**
 * The endpoint rule, checked twice: when a browser subscribes (the URL and every address its host resolves to) and
 * on every send, by the DNS lookup of the connection itself (`guardedLookup`, given to the https.Agent), so a host
 * that answered a public address at subscribe time and a private one later (DNS rebinding) is still refused.
 * `allowLocal` (PUSH_ALLOW_LOCAL_ENDPOINTS) lifts the address rule for tests; https stays required.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { addressVerdict } from './public-address.js';

/** dns.lookup with `all: true`, the only form the guard uses; a seam for tests of hostnames resolving anywhere. */
export type ResolveAll = (hostname: string, options: LookupOptions) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (hostname, options) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

export class EndpointRefused extends Error {
  override name = 'EndpointRefused';
}

/** The URL's host without IPv6 brackets, as DNS and `isIP` read it. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** What the URL alone decides: https, no credentials, and an IP literal host must be public. */
export function urlProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username !== '' || url.password !== '') return 'credentials in the URL';
  const host = bareHost(url);
  if (host === '') return 'no host';
  if (!allowLocal && isIP(host) !== 0) {
    const verdict = addressVerdict(host);
    if (!verdict.public) return `address ${verdict.reason}`;
  }
  return null;
}

/** The addresses that are not public, with the reason of each; empty when all are public. */
function refusedAmong(addresses: readonly LookupAddress[]): string[] {
  return addresses.flatMap(({ address }) => {
    const verdict = addressVerdict(address);
    return verdict.public ? [] : [`${address}: ${verdict.reason}`];
  });
}

/** The subscribe-time check: the URL rule, then every address the host resolves to must be public. */
export async function checkEndpoint(endpoint: string, options: { allowLocal: boolean; resolveAll: ResolveAll }): Promise<void> {
  const problem = urlProblem(endpoint, options.allowLocal);
  if (problem !== null) throw new EndpointRefused(problem);
  const host = bareHost(new URL(endpoint));
  if (options.allowLocal || isIP(host) !== 0) return;
  let addresses: LookupAddress[];
  try {
    addresses = await options.resolveAll(host, {});
  } catch {
    throw new EndpointRefused('the host does not resolve');
  }
  if (addresses.length === 0) throw new EndpointRefused('the host does not resolve');
  const refused = refusedAmong(addresses);
  if (refused.length > 0) throw new EndpointRefused(`resolves to ${refused.join(', ')}`);
}

/**
 * The connection's own DNS lookup (net.connect's `lookup` option): resolves as usual but fails when any answer is
 * not public, so the socket never opens to a private address whatever DNS says now. Answers in the form asked
 * (`all` or one address), as net's happy-eyeballs connect asks for all.
 */
export function guardedLookup(resolveAll: ResolveAll = systemResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, { family: options.family ?? 0, hints: options.hints ?? 0 }).then(
      (addresses) => {
        const refused = refusedAmong(addresses);
        const first = addresses[0];
        if (refused.length > 0 || !first) {
          const error = Object.assign(new EndpointRefused(`push endpoint host refused: ${refused.length > 0 ? 'not a public address' : 'no address'}`), {
            code: 'EPUSHADDRESS',
          });
          callback(error, '', 0);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
