/**
 * Work kept per user for one version of their data (users.data_version, migration 0025; http/read-cache.ts explains
 * why an answer computed after reading version v is never older than v). A value is reused only for the same user,
 * version and key; the newest version's values replace the user's older ones. Bounded by an estimated size in all
 * (least recently used users go first). Values are frozen: a caller that changed one would change it for the next.
 */
export interface VersionedMemo<T> {
  get(userId: string, version: string, key: string, compute: () => Promise<T>): Promise<T>;
}

interface UserValues<T> {
  version: string;
  size: number;
  values: Map<string, T>;
}

export function createVersionedMemo<T>(options: { maxSize: number; sizeOf: (value: T) => number; freeze: (value: T) => T }): VersionedMemo<T> {
  const users = new Map<string, UserValues<T>>();
  let total = 0;

  function forget(userId: string): void {
    const entry = users.get(userId);
    if (!entry) return;
    total -= entry.size;
    users.delete(userId);
  }

  return {
    async get(userId, version, key, compute) {
      const entry = users.get(userId);
      const kept = entry?.version === version ? entry.values.get(key) : undefined;
      if (entry && kept !== undefined) {
        users.delete(userId);
        users.set(userId, entry);
        return kept;
      }
      const value = options.freeze(await compute());
      const size = options.sizeOf(value);
      if (size > options.maxSize / 4) return value;
      // Re-read: another request may have stored a newer version while this one computed.
      let current = users.get(userId);
      if (current && current.version !== version) {
        if (BigInt(current.version) > BigInt(version)) return value;
        forget(userId);
        current = undefined;
      }
      const next = current ?? { version, size: 0, values: new Map<string, T>() };
      users.delete(userId);
      users.set(userId, next);
      if (!next.values.has(key)) {
        next.values.set(key, value);
        next.size += size;
        total += size;
      }
      for (const id of users.keys()) {
        if (total <= options.maxSize || id === userId) break;
        forget(id);
      }
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
