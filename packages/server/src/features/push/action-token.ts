/**
 * The token a dose notification carries so its Take / Snooze / Skip buttons work without a session: an HS256 JWT
 * signed with a key of its own (never the access-token key, so neither token can stand in for the other), naming
 * the user and the occurrence, expiring when the occurrence's window closes. The algorithm, type and audience are
 * pinned on verification.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.js';

const TOKEN_TYPE = 'push-action';
const AUDIENCE = 'push-actions';

export interface ActionClaims {
  userId: string;
  occurrenceId: string;
}

export interface ActionTokens {
  /** A token valid until `expiresAt` (the occurrence's window's end). */
  issue(claims: ActionClaims, expiresAt: Date): Promise<string>;
  /** The claims, or null for a token that is malformed, forged, expired or of another kind. */
  verify(token: string): Promise<ActionClaims | null>;
}

export function createActionTokens(secret: Uint8Array, clock: Clock): ActionTokens {
  return {
    async issue({ userId, occurrenceId }, expiresAt) {
      return new SignJWT({ typ: TOKEN_TYPE, occ: occurrenceId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['exp', 'sub'],
        });
        if (payload['typ'] !== TOKEN_TYPE || typeof payload.sub !== 'string' || typeof payload['occ'] !== 'string') return null;
        return { userId: payload.sub, occurrenceId: payload['occ'] };
      } catch (error) {
        // jose throws for every token it refuses (bad signature, expired, malformed); the caller answers 401 for all.
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
