import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex, type Json } from './canonical-json.js';

describe('canonical JSON', () => {
  it('sorts keys at every level and leaves out whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
  });

  it('keeps array order: it means something', () => {
    expect(canonicalJson(['off-on', 'on-off'])).not.toBe(canonicalJson(['on-off', 'off-on']));
  });

  it('gives the same text whatever order the keys were written in', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = value as Json;
        const shuffled = JSON.parse(
          JSON.stringify(json, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v)),
        ) as Json;
        expect(canonicalJson(shuffled)).toBe(canonicalJson(json));
        // And it is JSON that reads back to the same value.
        expect(canonicalJson(JSON.parse(canonicalJson(json)) as Json)).toBe(canonicalJson(json));
      }),
    );
  });

  it('refuses a non-finite number', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson([Number.POSITIVE_INFINITY])).toThrow();
  });

  it('hashes to a stable SHA-256', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const a = sha256Hex(canonicalJson({ seed: 'abc', pairOrders: ['on-off', 'off-on'], blockDays: 7 }));
    const b = sha256Hex(canonicalJson({ blockDays: 7, pairOrders: ['on-off', 'off-on'], seed: 'abc' }));
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex(canonicalJson({ blockDays: 8, pairOrders: ['on-off', 'off-on'], seed: 'abc' }))).not.toBe(a);
  });
});
