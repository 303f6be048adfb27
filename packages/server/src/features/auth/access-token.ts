/** Short-lived access tokens: HS256 JWTs with the algorithm pinned and the token type checked. */
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

export function createAccessTokens(secret: Uint8Array, clock: Clock): AccessTokens {
  return {
    async issue({ userId, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: TOKEN_TYPE, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
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
