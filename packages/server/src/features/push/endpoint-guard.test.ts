/**
 * The endpoint rule with DNS in the loop: the URL checks, hostnames resolving to private addresses (one answer
 * among several is enough to refuse), and the connection-time lookup that stops DNS rebinding.
 */
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkEndpoint, EndpointRefused, guardedLookup, urlProblem, type ResolveAll } from './endpoint-guard.js';

/** A resolver that answers from a table, as DNS would; unknown names fail like NXDOMAIN. */
function fakeDns(table: Record<string, string[]>): ResolveAll {
  return async (hostname) => {
    const answers = table[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const DNS = fakeDns({
  'push.example.com': ['142.250.74.46', '2a00:1450:4001:80b::200a'],
  'intranet.example.com': ['10.0.0.5'],
  'metadata.example.com': ['169.254.169.254'],
  'mixed.example.com': ['142.250.74.46', '192.168.1.10'],
  'v6-loopback.example.com': ['::1'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'ula.example.com': ['fd00::1'],
  'cgnat.example.com': ['100.100.100.100'],
  'empty.example.com': [],
});

async function refusal(endpoint: string, allowLocal = false): Promise<string | null> {
  try {
    await checkEndpoint(endpoint, { allowLocal, resolveAll: DNS });
    return null;
  } catch (error) {
    if (error instanceof EndpointRefused) return error.message;
    throw error;
  }
}

describe('checkEndpoint', () => {
  it('accepts an https endpoint whose host resolves to public addresses only', async () => {
    expect(await refusal('https://push.example.com/wpush/v2/abc')).toBeNull();
    expect(await refusal('https://8.8.8.8/push/abc')).toBeNull();
    expect(await refusal('https://[2606:4700:4700::1111]/push')).toBeNull();
  });

  it('refuses anything but https', async () => {
    expect(await refusal('http://push.example.com/x')).toBe('not https');
    expect(await refusal('ftp://push.example.com/x')).toBe('not https');
    expect(await refusal('not a url')).toBe('not a URL');
    expect(await refusal('http://127.0.0.1/x', true)).toBe('not https');
  });

  it('refuses credentials in the URL', async () => {
    expect(await refusal('https://user:pw@push.example.com/x')).toBe('credentials in the URL');
  });

  it.each([
    ['https://127.0.0.1/x', 'loopback'],
    ['https://127.1/x', 'loopback'],
    ['https://0x7f000001/x', 'loopback'],
    ['https://2130706433/x', 'loopback'],
    ['https://[::1]/x', 'loopback'],
    ['https://[::ffff:127.0.0.1]/x', 'IPv4-mapped loopback'],
    ['https://[fe80::1]/x', 'link-local'],
    ['https://10.1.2.3:8443/x', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://0.0.0.0/x', 'unspecified'],
  ])('refuses the IP literal of %s (%s)', async (endpoint, reason) => {
    expect(await refusal(endpoint)).toContain(reason);
  });

  it.each([
    ['https://intranet.example.com/x', 'private'],
    ['https://metadata.example.com/x', 'link-local'],
    ['https://mixed.example.com/x', '192.168.1.10: private'],
    ['https://v6-loopback.example.com/x', 'loopback'],
    ['https://mapped.example.com/x', 'IPv4-mapped loopback'],
    ['https://ula.example.com/x', 'unique-local'],
    ['https://cgnat.example.com/x', 'carrier-grade NAT'],
    ['https://unknown.example.com/x', 'does not resolve'],
    ['https://empty.example.com/x', 'does not resolve'],
  ])('refuses %s, whose host resolves to %s', async (endpoint, reason) => {
    expect(await refusal(endpoint)).toContain(reason);
  });

  it('lifts the address rule, never the https one, when local endpoints are allowed', async () => {
    expect(await refusal('https://127.0.0.1:8443/x', true)).toBeNull();
    expect(await refusal('https://intranet.example.com/x', true)).toBeNull();
    expect(urlProblem('https://[::1]/x', true)).toBeNull();
    expect(urlProblem('http://[::1]/x', true)).toBe('not https');
  });
});

describe('guardedLookup', () => {
  function lookUp(resolveAll: ResolveAll, hostname: string, all: boolean): Promise<{ error: NodeJS.ErrnoException | null; result: unknown }> {
    return new Promise((resolve) => {
      guardedLookup(resolveAll)(hostname, { all }, (error, address, family) => resolve({ error, result: all ? address : { address, family } }));
    });
  }

  it('answers public hosts in the form asked (one address or all)', async () => {
    expect((await lookUp(DNS, 'push.example.com', false)).result).toEqual({ address: '142.250.74.46', family: 4 });
    expect((await lookUp(DNS, 'push.example.com', true)).result).toHaveLength(2);
  });

  it('fails the connection when any answer is private, so rebinding after subscribe is stopped', async () => {
    let answer = '142.250.74.46';
    const rebinding: ResolveAll = async () => [{ address: answer, family: 4 }];
    expect((await lookUp(rebinding, 'rebind.example.com', false)).error).toBeNull();
    answer = '127.0.0.1';
    const refused = await lookUp(rebinding, 'rebind.example.com', false);
    expect(refused.error?.code).toBe('EPUSHADDRESS');
    expect((await lookUp(DNS, 'mixed.example.com', true)).error?.code).toBe('EPUSHADDRESS');
  });

  it('passes DNS failures on', async () => {
    expect((await lookUp(DNS, 'unknown.example.com', false)).error?.code).toBe('ENOTFOUND');
  });
});
