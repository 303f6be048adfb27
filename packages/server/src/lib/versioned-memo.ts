/**
 * Work kept per user for one version of their data (users.data_version, migration 0025; http/read-cache.ts explains
 * why an answer computed after reading version v is never older than v). A value is reused only for the same user,
 * version and key; the newest version's values replace the user's older ones. Bounded by an estimated size in all
 * (least recently used users go first; lib/per-user-store.ts). Values are frozen: a caller that changed one would
 * change it for the next.
 */
import { createPerUserStore } from './per-user-store.js';

export interface VersionedMemo<T> {
  get(userId: string, version: string, key: string, compute: () => Promise<T>): Promise<T>;
}

export function createVersionedMemo<T>(options: { maxSize: number; sizeOf: (value: T) => number; freeze: (value: T) => T }): VersionedMemo<T> {
  // One value may take a quarter of the whole, one user all of it.
  const store = createPerUserStore<T>({ maxValue: options.maxSize / 4, maxUser: options.maxSize, maxTotal: options.maxSize });
  return {
    async get(userId, version, key, compute) {
      const stamp = { version, context: '' };
      const kept = store.find(userId, stamp, key);
      if (kept !== undefined) return kept;
      const value = options.freeze(await compute());
      // Kept under the version read before computing; the store refuses it if a newer version's values came since.
      store.keep(userId, stamp, key, value, options.sizeOf(value));
      return value;
    },
  };
}

/**
 * `compute()`, kept in `memo` for the owner's data version when the owner is a signed-in request's (it carries the
 * version its session check read) and `db` is not inside a transaction (there the data may be ahead of the version,
 * or never committed); computed every time otherwise.
 */
export function keptForOwner<T>(
  memo: VersionedMemo<T>,
  db: { isTransaction: boolean },
  owner: { id: string; dataVersion?: string },
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (owner.dataVersion === undefined || db.isTransaction) return compute();
  return memo.get(owner.id, owner.dataVersion, key, compute);
}
