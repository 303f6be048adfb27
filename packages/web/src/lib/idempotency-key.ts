/**
 * Keys for things the user did (a tap, a save), sent with every retry of it so the server keeps one record however
 * often it arrives (`@wellness/contract` idempotency-key.ts).
 */
import { idempotencyKeySchema } from '@wellness/contract';

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return [...random(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One save's request as sent (its JSON) and the key it went under; a form that keeps drafts keeps this with them. */
export interface SaveAttempt {
  sent: string;
  key: string;
}

/**
 * The attempt a save makes: the same request as the last attempt goes under its key again, so if that attempt was
 * kept after all the server answers it instead of keeping a second; a changed request is a new save with a new key.
 */
export function attemptFor(last: SaveAttempt | null, request: unknown, newKey: () => string = () => newIdempotencyKey()): SaveAttempt {
  const sent = JSON.stringify(request);
  return last !== null && last.sent === sent ? last : { sent, key: newKey() };
}

/** A stored attempt read back (from a kept draft), or null when it is not one. */
export function parseSaveAttempt(stored: unknown): SaveAttempt | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { sent, key } = stored as { sent?: unknown; key?: unknown };
  return typeof sent === 'string' && typeof key === 'string' && idempotencyKeySchema.safeParse(key).success ? { sent, key } : null;
}
