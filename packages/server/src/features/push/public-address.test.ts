/** The address rule of push endpoints: every non-public IPv4 range, IPv6 forms, and IPv6 that carries IPv4. */
import { describe, expect, it } from 'vitest';
import { addressVerdict, ipv6Bytes, isPublicAddress } from './public-address.js';

/** First, last and a middle address of every refused IPv4 range. */
const REFUSED_V4: Array<[string, string]> = [
  ['0.0.0.0', 'unspecified'],
  ['0.255.255.255', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.255', 'carrier-grade NAT'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'link-local'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.8', 'IETF'],
  ['192.0.2.10', 'documentation'],
  ['192.88.99.1', '6to4'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
];

/** Just outside the refused ranges, and real push services' kind of address. */
const PUBLIC_V4 = [
  '1.1.1.1',
  '8.8.8.8',
  '9.255.255.255',
  '11.0.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '169.253.255.255',
  '192.167.255.255',
  '192.169.0.0',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '142.250.74.46',
];

const REFUSED_V6: Array<[string, string]> = [
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['::127.0.0.1', 'IPv4-compatible'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['ff05::1:3', 'multicast'],
  ['100::1', 'not global unicast'],
  ['2001:db8::1', 'documentation'],
  ['2001::1', 'IETF'],
  ['3fff::1', 'documentation'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback'],
  ['::ffff:10.1.2.3', 'IPv4-mapped private'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local'],
  ['0:0:0:0:0:ffff:192.168.0.1', 'IPv4-mapped private'],
  ['64:ff9b::10.0.0.1', 'NAT64 private'],
  ['64:ff9b::7f00:1', 'NAT64 loopback'],
  ['2002:c0a8:0101::1', '6to4 private'],
  ['2002:7f00:1::', '6to4 loopback'],
];

const PUBLIC_V6 = ['2a00:1450:4001:80b::200a', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'];

describe('addressVerdict', () => {
  it.each(REFUSED_V4)('refuses %s (%s)', (address, reason) => {
    const verdict = addressVerdict(address);
    expect(verdict.public).toBe(false);
    expect(verdict.public ? '' : verdict.reason).toContain(reason);
  });

  it.each(PUBLIC_V4)('accepts public %s', (address) => {
    expect(addressVerdict(address)).toEqual({ public: true });
  });

  it.each(REFUSED_V6)('refuses %s (%s)', (address, reason) => {
    const verdict = addressVerdict(address);
    expect(verdict.public).toBe(false);
    expect(verdict.public ? '' : verdict.reason).toContain(reason);
  });

  it.each(PUBLIC_V6)('accepts public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('accepts bracketed IPv6 as a URL writes it', () => {
    expect(isPublicAddress('[::1]')).toBe(false);
    expect(isPublicAddress('[2606:4700:4700::1111]')).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    for (const text of ['', 'localhost', 'example.com', '1.2.3', '256.1.1.1', ':::', '1::2::3']) expect(isPublicAddress(text)).toBe(false);
  });
});

describe('ipv6Bytes', () => {
  it('expands every textual form to the same 16 bytes', () => {
    const loopback = [...Array<number>(15).fill(0), 1];
    expect(ipv6Bytes('::1')).toEqual(loopback);
    expect(ipv6Bytes('0:0:0:0:0:0:0:1')).toEqual(loopback);
    expect(ipv6Bytes('0000:0000:0000:0000:0000:0000:0000:0001')).toEqual(loopback);
    expect(ipv6Bytes('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4]);
    expect(ipv6Bytes('fe80::%lo')).toEqual([0xfe, 0x80, ...Array<number>(14).fill(0)]);
    expect(ipv6Bytes('1::')).toEqual([0, 1, ...Array<number>(14).fill(0)]);
    expect(ipv6Bytes('127.0.0.1')).toBeNull();
  });
});
