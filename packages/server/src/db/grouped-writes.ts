/**
 * Group commit for SQLite's one connection: writes that arrive within one turn of the event loop run in one
 * transaction, each inside a savepoint of its own, and each is answered only after that transaction's commit. A commit
 * (the write-ahead log's fsync with `synchronous=FULL`) costs as much as the rest of a dose's statements together, so
 * several taps logged at once share one. Durability is unchanged: no write is answered before it is on disk. A write
 * that fails rolls back to its own savepoint and is answered with its error; the others are kept. When the commit
 * itself fails, every write of the group is answered with that error and none of them was kept.
 */
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from './schema.js';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Waiting {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupedWrites {
  /** Runs `work` in the next group's transaction; resolves once that transaction has committed. */
  run<T>(work: Work<T>): Promise<T>;
}

/** At most this many writes share a transaction, so a burst never holds readers back for long. */
export const MAX_GROUP = 32;

/** Runs one write in a savepoint of the group's transaction; what answers it once the transaction has committed. */
async function inSavepoint(trx: Transaction<Database>, write: Waiting): Promise<() => void> {
  await sql`savepoint grouped_write`.execute(trx);
  try {
    const value = await write.work(trx);
    await sql`release grouped_write`.execute(trx);
    return () => write.resolve(value);
  } catch (error) {
    await sql`rollback to grouped_write`.execute(trx);
    await sql`release grouped_write`.execute(trx);
    return () => write.reject(error);
  }
}

export function createGroupedWrites(db: Db): GroupedWrites {
  const waiting: Waiting[] = [];
  let scheduled = false;

  function schedule(): void {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => void flush());
  }

  /** Commits one group and answers each of its writes; never rejects (every outcome goes to its write). */
  async function commit(group: readonly Waiting[]): Promise<void> {
    const [only] = group;
    if (only && group.length === 1) {
      // Alone, the write's own transaction is its savepoint.
      await db.transaction().execute(only.work).then(only.resolve, only.reject);
      return;
    }
    let answers: Array<() => void>;
    try {
      answers = await db.transaction().execute(async (trx) => {
        const each: Array<() => void> = [];
        for (const write of group) each.push(await inSavepoint(trx, write));
        return each;
      });
    } catch (error) {
      for (const write of group) write.reject(error);
      return;
    }
    for (const answer of answers) answer();
  }

  async function flush(): Promise<void> {
    const group = waiting.splice(0, MAX_GROUP);
    scheduled = false;
    await commit(group);
    schedule();
  }

  return {
    run<T>(work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
