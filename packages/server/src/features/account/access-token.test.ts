import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@wellness/contract';
import { CHECKED_TOKENS_KEPT, createAccessTokens, verifyAccessToken } from './access-token.js';

const secret = new Uint8Array(32).fill(7);
const otherSecret = new Uint8Array(32).fill(8);
const start = new Date('2026-11-25T04:00:00.000Z');
const startSeconds = start.getTime() / 1000;
const clockAt = (date: Date) => ({ now: () => date });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by jose with any header and claims, as an attacker holding the key (or not) could make one. */
async function signed(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }, key = secret) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
}

const valid = { typ: 'access', sid: 'session-1', sub: 'user-1', iat: startSeconds, exp: startSeconds + 900 };

describe('access tokens', () => {
  it('checks the tokens it issues, giving their user and login, and jose agrees they are valid', async () => {
    const tokens = await createAccessTokens(secret, clockAt(start));
    const token = await tokens.issue({ userId: 'user-1', sessionId: 'session-1' });
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: start });
    expect(payload).toMatchObject({ sub: 'user-1', sid: 'session-1', typ: 'access', exp: startSeconds + ACCESS_TOKEN_TTL_SECONDS });
  });

  it('accepts a token up to its last second and refuses it from its expiry on, as jose does', async () => {
    const tokens = await createAccessTokens(secret, clockAt(start));
    const token = await tokens.issue({ userId: 'user-1', sessionId: 'session-1' });
    const key = createSecretKey(secret);
    expect(verifyAccessToken(token, key, startSeconds + ACCESS_TOKEN_TTL_SECONDS - 1)).not.toBeNull();
    expect(verifyAccessToken(token, key, startSeconds + ACCESS_TOKEN_TTL_SECONDS)).toBeNull();
    await expect(jwtVerify(token, secret, { currentDate: new Date((startSeconds + ACCESS_TOKEN_TTL_SECONDS) * 1000) })).rejects.toThrow();
  });

  it('refuses a token signed with another key, or with its signature, payload or header changed', async () => {
    const key = createSecretKey(secret);
    const good = await signed(valid);
    expect(verifyAccessToken(good, key, startSeconds)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(verifyAccessToken(await signed(valid, undefined, otherSecret), key, startSeconds)).toBeNull();
    const [header, payload, signature = ''] = good.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyAccessToken(`${header}.${payload}.${flipped}`, key, startSeconds)).toBeNull();
    expect(verifyAccessToken(`${header}.${b64({ ...valid, sub: 'user-2' })}.${signature}`, key, startSeconds)).toBeNull();
    // The same signature with characters a lenient base64 decoder would skip, or padding.
    expect(verifyAccessToken(`${good}x`, key, startSeconds)).toBeNull();
    expect(verifyAccessToken(`${good}=`, key, startSeconds)).toBeNull();
    expect(verifyAccessToken(`${header}.${payload}.${signature}.`, key, startSeconds)).toBeNull();
  });

  it('refuses every header but the one it issues: "none", another algorithm, crit, or a reordered one', async () => {
    const key = createSecretKey(secret);
    const [, payload] = (await signed(valid)).split('.');
    expect(verifyAccessToken(`${b64({ alg: 'none' })}.${payload}.`, key, startSeconds)).toBeNull();
    expect(verifyAccessToken(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, key, startSeconds)).toBeNull();
    expect(verifyAccessToken(await signed(valid, { alg: 'HS512', typ: 'JWT' }), key, startSeconds)).toBeNull();
    expect(verifyAccessToken(await signed(valid, { typ: 'JWT', alg: 'HS256' }), key, startSeconds)).toBeNull();
    expect(verifyAccessToken(await signed(valid, { alg: 'HS256', typ: 'JWT', kid: 'k' }), key, startSeconds)).toBeNull();
  });

  it('refuses correctly signed tokens whose claims are not those of an access token', async () => {
    const key = createSecretKey(secret);
    const refused = async (claims: Record<string, unknown>) => verifyAccessToken(await signed(claims), key, startSeconds);
    const { exp: _exp, ...withoutExp } = valid;
    expect(await refused(withoutExp)).toBeNull();
    expect(await refused({ ...valid, exp: String(valid.exp) })).toBeNull();
    expect(await refused({ ...valid, typ: 'refresh' })).toBeNull();
    const { typ: _typ, ...withoutTyp } = valid;
    expect(await refused(withoutTyp)).toBeNull();
    const { sid: _sid, ...withoutSid } = valid;
    expect(await refused(withoutSid)).toBeNull();
    expect(await refused({ ...valid, sid: 42 })).toBeNull();
    expect(await refused({ ...valid, sub: '' })).toBeNull();
    expect(await refused({ ...valid, nbf: startSeconds + 60 })).toBeNull();
    expect(await refused({ ...valid, iat: 'yesterday' })).toBeNull();
    expect(await refused({ ...valid, nbf: startSeconds })).not.toBeNull();
  });

  it('refuses strings that are not tokens at all', () => {
    const key = createSecretKey(secret);
    for (const token of ['', '.', '..', 'a.b', 'a.b.c.d', 'not a token', `${b64({ alg: 'HS256', typ: 'JWT' })}.%%%.`]) {
      expect(verifyAccessToken(token, key, startSeconds)).toBeNull();
    }
  });

  it('still refuses a remembered token from its expiry on, and remembers no token before it is valid', async () => {
    let now = start;
    const tokens = await createAccessTokens(secret, { now: () => now });
    const token = await tokens.issue({ userId: 'user-1', sessionId: 'session-1' });
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    now = new Date(start.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(tokens.verify(token)).toBeNull();

    now = start;
    const later = await signed({ ...valid, nbf: startSeconds + 60 });
    expect(tokens.verify(later)).toBeNull();
    now = new Date(start.getTime() + 60_000);
    expect(tokens.verify(later)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    const forged = `${later.slice(0, -1)}${later.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.verify(forged)).toBeNull();
    expect(tokens.verify(forged)).toBeNull();
  });

  it('keeps checking tokens correctly past the number it remembers', async () => {
    const tokens = await createAccessTokens(secret, clockAt(start));
    const first = await tokens.issue({ userId: 'user-0', sessionId: 'session-0' });
    expect(tokens.verify(first)).not.toBeNull();
    for (let i = 1; i <= CHECKED_TOKENS_KEPT; i++) {
      expect(tokens.verify(await signed({ ...valid, sub: `user-${i}` }))).toEqual({ userId: `user-${i}`, sessionId: 'session-1' });
    }
    expect(tokens.verify(first)).toEqual({ userId: 'user-0', sessionId: 'session-0' });
  });
});
