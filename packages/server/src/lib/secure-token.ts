/** Random bearer secrets (refresh, verification and reset tokens) and the hashes they are stored as. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe, so tokens can travel in links and cookies without escaping. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A fast hash is right here: the token is already high-entropy, so no slow KDF is needed to protect it at rest. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newId(): string {
  return crypto.randomUUID();
}
