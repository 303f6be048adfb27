/** Short-lived access tokens: HS256 JWTs with the algorithm pinned and the token type checked. */
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@wellness/contract';
import type { Clock } from '../../lib/clock.js';

const TOKEN_TYPE = 'access';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or null for any token that is malformed, forged, expired or of another type. */
  verify(token: string): Promise<AccessClaims | null>;
}

/**
 * The raw secret is imported as an HMAC key once: handing jose the bytes makes it import them again on every
 * request (measured about 40% of a token check), and every signed-in request checks one.
 */
export async function createAccessTokens(secret: Uint8Array, clock: Clock): Promise<AccessTokens> {
  const key = await webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async issue({ userId, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: TOKEN_TYPE, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['exp', 'sub', 'sid', 'typ'],
        });
        if (payload['typ'] !== TOKEN_TYPE || typeof payload['sid'] !== 'string' || !payload.sub) return null;
        return { userId: payload.sub, sessionId: payload['sid'] };
      } catch (error) {
        // Every JOSE failure (malformed, forged, expired, wrong claims) means the same to the caller: not valid.
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
