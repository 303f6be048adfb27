/**
 * Table-generic queries the backup needs over whichever table a section declares: paging in id order, chunked
 * inserts that skip rows already there, which ids are taken and by whom, and deleting a user's rows.
 */
import { sql, type Insertable } from 'kysely';
import type { Database, DbOrTx } from '../db/schema.js';
import type { IdTable } from './backup-section.js';

/** Rows read per query while exporting: small enough to keep memory flat, large enough to keep the query count low. */
export const EXPORT_PAGE_SIZE = 500;

/** Pages of a keyset read in id order until a short page says there is no more. */
export async function* keysetPages<T extends { id: string }>(read: (afterId: string) => Promise<T[]>): AsyncGenerator<T[]> {
  let afterId = '';
  for (;;) {
    const page = await read(afterId);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_SIZE) return;
    afterId = last.id;
  }
}

/** Inserts rows in chunks; a row that collides with a unique rule (the same condition tracked twice, a name already in the library) is skipped. */
export async function insertRows<T extends keyof Database>(db: DbOrTx, table: T, rows: readonly Insertable<Database[T]>[]): Promise<number> {
  let inserted = 0;
  // Kept well under SQLite's 32 766 bound variables for the widest table (substances, 27 columns).
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const result = await db
      .insertInto(table)
      .values(chunk as Insertable<Database[T]>[])
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** Of the given ids, those already stored in the table, each with the user who owns it. */
export async function existingOwners(db: DbOrTx, table: IdTable, ids: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < ids.length; i += EXPORT_PAGE_SIZE) {
    const chunk = ids.slice(i, i + EXPORT_PAGE_SIZE);
    const rows = await db.selectFrom(table).select(['id', 'user_id']).where('id', 'in', chunk).execute();
    for (const row of rows) found.set(row.id, row.user_id);
  }
  return found;
}

/** Deletes the user's rows of one table; rows of child tables go with them by ON DELETE CASCADE. */
export async function deleteUserRows(db: DbOrTx, table: keyof Database, userId: string): Promise<void> {
  await sql`delete from ${sql.table(table)} where user_id = ${userId}`.execute(db);
}
