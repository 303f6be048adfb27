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

  it("lets only the app's origin (or a loopback alias of it) through: none, empty or null is refused", () => {
    expect(allowsCookieCall(app, app)).toBe(true);
    expect(allowsCookieCall('http://127.0.0.1:3000', app)).toBe(true);
    for (const origin of [undefined, '', 'null', 'https://evil.example']) expect(allowsCookieCall(origin, app), String(origin)).toBe(false);
  });
});
