/** Runs work in the caller's transaction when there is one, else in a new one, so multi-row writes are atomic. */
import type { Transaction } from 'kysely';
import type { Database, DbOrTx } from './schema.js';

export function inTransaction<T>(executor: DbOrTx, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<Database>);
  return executor.transaction().execute(work);
}
