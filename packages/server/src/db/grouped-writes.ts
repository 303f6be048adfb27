/**
 * Group commit for SQLite's one connection: writes that arrive within one turn of the event loop run in one
 * transaction, and each is answered only after that transaction's commit. A commit (the write-ahead log's fsync with
 * `synchronous=FULL`) costs as much as the rest of a dose's statements together, so several taps logged at once share
 * one. Durability is unchanged: no write is answered before it is on disk.
 *
 * Each write comes in two steps, so that one write's failure never needs a savepoint to undo it (two more statements
 * per write, a tenth of its cost). `first` is the write's one statement that may be refused (an insert that proves the
 * record is the user's, or meets a unique key): SQLite undoes a refused statement alone and keeps the transaction, so
 * that write is answered with its error and changed nothing, and the group goes on. `rest` follows on what `first`
 * proved and must not be refused for the write's own reasons; if it fails anyway (the disk, say), the whole group's
 * transaction is rolled back and every write of it is answered with that error, as when the commit itself fails.
 * SQLite only: a failed statement aborts a PostgreSQL transaction, which has its own group commit.
 */
import type { Transaction } from 'kysely';
import type { Database, Db } from './schema.js';

type Trx = Transaction<Database>;

export interface GroupedWrite<Checked, T> {
  /** One statement, then any checks of what it answered: when it throws, nothing of this write was changed. */
  first: (trx: Trx) => Promise<Checked>;
  /** What follows once `first` has succeeded; its failure fails the group. */
  rest: (trx: Trx, checked: Checked) => Promise<T>;
}

interface Waiting {
  /** Runs the write's first step; what it answers runs the rest. */
  first: (trx: Trx) => Promise<(trx: Trx) => Promise<unknown>>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupedWrites {
  /** Runs `write` in the next group's transaction; resolves once that transaction has committed. */
  run<Checked, T>(write: GroupedWrite<Checked, T>): Promise<T>;
}

/** At most this many writes share a transaction, so a burst never holds readers back for long. */
export const MAX_GROUP = 32;

/**
 * Whether SQLite undid only the failed statement and kept the transaction: a refusal by a constraint, or an error
 * thrown by the write's own code. After other engine errors (a full disk, I/O, memory, an interrupt) SQLite may have
 * rolled the whole transaction back, so the group cannot go on.
 */
function leftTransactionIntact(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code !== 'string' || !code.startsWith('SQLITE_') || code.startsWith('SQLITE_CONSTRAINT');
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
    let answers: Array<() => void>;
    try {
      answers = await db.transaction().execute(async (trx) => {
        const each: Array<() => void> = [];
        for (const { first, resolve, reject } of group) {
          let rest: (trx: Trx) => Promise<unknown>;
          try {
            rest = await first(trx);
          } catch (error) {
            // Alone, the write's own transaction is rolled back with it; in a group, the others go on.
            if (group.length === 1 || !leftTransactionIntact(error)) throw error;
            each.push(() => reject(error));
            continue;
          }
          const value = await rest(trx);
          each.push(() => resolve(value));
        }
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
    run<Checked, T>(write: GroupedWrite<Checked, T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const first = async (trx: Trx) => {
          const checked = await write.first(trx);
          return (same: Trx) => write.rest(same, checked);
        };
        waiting.push({ first, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
