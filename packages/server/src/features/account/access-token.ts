/**
 * Short-lived access tokens: HS256 JWTs with the algorithm pinned and the token type checked. jose issues them;
 * every signed-in request checks one, and that check is done here with node:crypto's synchronous HMAC: jose's
 * check goes through WebCrypto's asynchronous job queue, which cost four times as much (63 µs against 15 µs a
 * token on the shared machine). The check stays as strict: only the exact header this server issues,
 * the signature compared in constant time, then the claims.
 */
import { createHmac, createSecretKey, timingSafeEqual, webcrypto, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@wellness/contract';
import type { Clock } from '../../lib/clock.js';

const TOKEN_TYPE = 'access';
const PROTECTED_HEADER = { alg: 'HS256', typ: 'JWT' } as const;
/** The header segment of every token issued here (jose writes the header object with JSON.stringify). */
const ISSUED_HEADER = Buffer.from(JSON.stringify(PROTECTED_HEADER)).toString('base64url');

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or null for any token that is malformed, forged, expired or of another type. */
  verify(token: string): AccessClaims | null;
}

/** How many checked tokens are remembered; past it the oldest is dropped (they live 15 minutes anyway). */
export const CHECKED_TOKENS_KEPT = 5000;

/**
 * The raw secret is imported as keys once (jose's for signing, node:crypto's for checking): importing the bytes
 * again on every request was about 40% of a token check, and every signed-in request checks one. A token whose
 * signature and claims were checked is remembered, so the next request with it only checks the time (a client
 * sends the same token for up to 15 minutes); forged or malformed tokens are never remembered. Whether its login
 * is still open is asked of the database on every request, remembered or not (authenticate in service.ts).
 */
export async function createAccessTokens(secret: Uint8Array, clock: Clock): Promise<AccessTokens> {
  const key = await webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verifyKey = createSecretKey(secret);
  const checked = new Map<string, SignedClaims>();
  return {
    async issue({ userId, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: TOKEN_TYPE, sid: sessionId })
        .setProtectedHeader(PROTECTED_HEADER)
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify(token) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const known = checked.get(token);
      if (known) return validAt(known, now);
      const claims = readSignedToken(token, verifyKey);
      const valid = claims && validAt(claims, now);
      if (claims && valid) {
        checked.set(token, claims);
        if (checked.size > CHECKED_TOKENS_KEPT) checked.delete(checked.keys().next().value ?? '');
      }
      return valid;
    },
  };
}

/** A correctly signed access token's claims, with the times they hold between. */
interface SignedClaims extends AccessClaims {
  exp: number;
  nbf: number | null;
}

/** The claims of a token signed with `key` that is valid at `nowSeconds`, or null for any other string. */
export function verifyAccessToken(token: string, key: KeyObject, nowSeconds: number): AccessClaims | null {
  const claims = readSignedToken(token, key);
  return claims && validAt(claims, nowSeconds);
}

/** The claims at `nowSeconds`: from `nbf` (when set) until before `exp`, as jose counts them; null outside. */
function validAt(claims: SignedClaims, nowSeconds: number): AccessClaims | null {
  if (claims.exp <= nowSeconds || (claims.nbf !== null && claims.nbf > nowSeconds)) return null;
  return { userId: claims.userId, sessionId: claims.sessionId };
}

/** Everything but the time: the issued header, the signature in constant time, and the claims' types. */
function readSignedToken(token: string, key: KeyObject): SignedClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  // Only the header issued here: no other algorithm ("none" included), no `crit`, no unencoded payload.
  if (header !== ISSUED_HEADER) return null;
  // Compared as base64url text, so the decoder's leniency (stray characters, padding) cannot matter.
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseClaims(payload);
  if (!claims) return null;
  const { exp, nbf, iat, sub, sid, typ } = claims;
  if (typeof exp !== 'number' || (nbf !== undefined && typeof nbf !== 'number') || (iat !== undefined && typeof iat !== 'number')) return null;
  if (typ !== TOKEN_TYPE || typeof sid !== 'string' || typeof sub !== 'string' || sub === '') return null;
  return { userId: sub, sessionId: sid, exp, nbf: typeof nbf === 'number' ? nbf : null };
}
/** The payload's claims, or null when it is not a JSON object (only reached with a valid signature). */
function parseClaims(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}
