/**
 * Argon2id password hashing at OWASP's parameters, with bounded concurrency so a flood of sign-ins queues
 * (and beyond a bound is refused) instead of starving the server of memory and CPU.
 */
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { AUTH_SERVER_MESSAGES } from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { QueueFullError, Semaphore } from '../../lib/semaphore.js';

/** OWASP Password Storage Cheat Sheet: Argon2id, m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id; the package exports it as an ambient const enum
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same work as a real verification, for addresses that have no account. */
  verifyAgainstDummy(password: string): Promise<void>;
}

export function createPasswordHasher(options: { concurrency?: number; maxQueue?: number } = {}): PasswordHasher {
  const semaphore = new Semaphore(options.concurrency ?? Math.max(2, availableParallelism()), options.maxQueue ?? 64);
  let dummyHash: Promise<string> | null = null;

  async function bounded<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await semaphore.run(task);
    } catch (error) {
      if (error instanceof QueueFullError) {
        throw new AppError('unavailable', AUTH_SERVER_MESSAGES.serverBusy, { retryAfterSeconds: 1 });
      }
      throw error;
    }
  }

  const hasher: PasswordHasher = {
    hash: (password) => bounded(() => hash(password, ARGON2_OPTIONS)),
    verify: (passwordHash, password) => bounded(() => verify(passwordHash, password)),
    async verifyAgainstDummy(password) {
      dummyHash ??= hasher.hash(randomBytes(32).toString('base64url'));
      await hasher.verify(await dummyHash, password);
    },
  };
  return hasher;
}
