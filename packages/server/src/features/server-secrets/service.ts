/** Resolves the JWT signing secret: JWT_SECRET when set, else one generated on first start and kept in the database. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.js';
import { insertSecretIfMissing } from './repository.js';

const JWT_SECRET_KEY = 'jwt_secret';

export async function resolveJwtSecret(db: Db, configured: string | null): Promise<Uint8Array> {
  const secret = configured ?? (await insertSecretIfMissing(db, JWT_SECRET_KEY, randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(secret);
}
