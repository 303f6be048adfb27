/**
 * Values kept per user for one version of their data (users.data_version, migration 0025), the store under both the
 * read cache's kept answers (http/read-cache.ts) and the versioned memo's kept work (versioned-memo.ts). A user's
 * values all belong to one stamp: the data version, plus whatever else they depend on (the read cache's calendar day
 * and zone). A value is found only under the stamp it was kept with; keeping one under a new stamp drops the user's
 * others, but a value from an older version never replaces a newer version's (a slow request finishing late).
 * Bounded by estimated size: per value, per user (its least recently kept values go first) and in all (least recently
 * used users go first). Synchronous, so a lookup on the request path costs no promise.
 */
export interface Stamp {
  /** users.data_version as the request's session check read it. */
  version: string;
  /** What else the values depend on; values under another context are not found. */
  context: string;
}

export interface PerUserStoreBounds {
  maxValue: number;
  maxUser: number;
  maxTotal: number;
}

export interface PerUserStore<T> {
  /** The value kept for this user, stamp and key, or undefined. */
  find(userId: string, stamp: Stamp, key: string): T | undefined;
  /** Keeps the value (of estimated `size`) unless it is too large or the user's values are of a newer version. */
  keep(userId: string, stamp: Stamp, key: string, value: T, size: number): void;
  stats(): { users: number; size: number };
}

interface UserValues<T> {
  stamp: Stamp;
  size: number;
  values: Map<string, { value: T; size: number }>;
}

const sameStamp = (a: Stamp, b: Stamp) => a.version === b.version && a.context === b.context;

export function createPerUserStore<T>(bounds: PerUserStoreBounds): PerUserStore<T> {
  const users = new Map<string, UserValues<T>>();
  let total = 0;

  function forget(userId: string): void {
    const entry = users.get(userId);
    if (!entry) return;
    total -= entry.size;
    users.delete(userId);
  }

  /** Map order is use order: re-inserting moves the user last, so the first one is the least recently used. */
  function touch(userId: string, entry: UserValues<T>): void {
    users.delete(userId);
    users.set(userId, entry);
  }

  return {
    find(userId, stamp, key) {
      const entry = users.get(userId);
      if (!entry || !sameStamp(entry.stamp, stamp)) return undefined;
      const kept = entry.values.get(key);
      if (kept === undefined) return undefined;
      touch(userId, entry);
      return kept.value;
    },

    keep(userId, stamp, key, value, size) {
      if (size > bounds.maxValue) return;
      let entry = users.get(userId);
      if (entry && !sameStamp(entry.stamp, stamp)) {
        if (entry.stamp.version !== stamp.version && BigInt(entry.stamp.version) > BigInt(stamp.version)) return;
        forget(userId);
        entry = undefined;
      }
      entry ??= { stamp, size: 0, values: new Map() };
      touch(userId, entry);
      const previous = entry.values.get(key);
      if (previous) {
        entry.values.delete(key);
        entry.size -= previous.size;
        total -= previous.size;
      }
      for (const [oldestKey, oldest] of entry.values) {
        if (entry.size + size <= bounds.maxUser) break;
        entry.values.delete(oldestKey);
        entry.size -= oldest.size;
        total -= oldest.size;
      }
      entry.values.set(key, { value, size });
      entry.size += size;
      total += size;
      for (const id of users.keys()) {
        if (total <= bounds.maxTotal || id === userId) break;
        forget(id);
      }
    },

    stats: () => ({ users: users.size, size: total }),
  };
}
