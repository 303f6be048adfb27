/** The CSRF check of refresh and logout: which Origin headers are the app's own. */
import { describe, expect, it } from 'vitest';
import { allowsCookieCall, isAppOrigin } from './same-origin.js';

describe('isAppOrigin', () => {
  it("accepts the app's own origin and nothing else when the app is public", () => {
    const app = 'https://wellness.example';
    expect(isAppOrigin('https://wellness.example', app)).toBe(true);
    for (const other of [
      'http://wellness.example',
      'https://wellness.example:8443',
      'https://evil.example',
      'https://wellness.example.evil',
      'null',
      '',
      'http://localhost:3000',
    ]) {
      expect(isAppOrigin(other, app), other).toBe(false);
    }
  });

  it('accepts the loopback aliases of a loopback app origin, with the same scheme and port only', () => {
    const app = 'http://localhost:3000';
    for (const alias of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) expect(isAppOrigin(alias, app), alias).toBe(true);
    for (const other of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://127.0.0.2:3000',
      'http://localhost.evil:3000',
      'http://127.0.0.1:3000/path',
      'http://user@127.0.0.1:3000',
    ]) {
      expect(isAppOrigin(other, app), other).toBe(false);
    }
    expect(isAppOrigin('http://localhost:3000', 'http://127.0.0.1:3000')).toBe(true);
  });
});

describe('allowsCookieCall', () => {
  const app = 'http://localhost:3000';

  it('judges a present Origin alone, even an empty one or "null"', () => {
    expect(allowsCookieCall({ origin: app, 'sec-fetch-site': 'cross-site' }, app)).toBe(true);
    expect(allowsCookieCall({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, app)).toBe(false);
    expect(allowsCookieCall({ origin: '' }, app)).toBe(false);
    expect(allowsCookieCall({ origin: 'null' }, app)).toBe(false);
  });

  it('lets a call with no Origin through unless a browser marks it as sent from another site', () => {
    expect(allowsCookieCall({}, app)).toBe(true);
    expect(allowsCookieCall({ 'sec-fetch-site': 'same-origin' }, app)).toBe(true);
    expect(allowsCookieCall({ 'sec-fetch-site': 'none' }, app)).toBe(true);
    for (const site of ['cross-site', 'same-site', 'unknown']) expect(allowsCookieCall({ 'sec-fetch-site': site }, app), site).toBe(false);
    expect(allowsCookieCall({ 'sec-fetch-site': ['same-origin', 'cross-site'] }, app)).toBe(false);
  });
});
