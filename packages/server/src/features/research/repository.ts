/** The user's research marks (opened, bookmarked), always scoped to one user. */
import type { DbOrTx } from '../../db/schema.js';

export interface ResearchMarks {
  readonly read: ReadonlySet<string>;
  /** Item id → when it was bookmarked. */
  readonly bookmarked: ReadonlyMap<string, string>;
}

export async function marksOf(db: DbOrTx, userId: string): Promise<ResearchMarks> {
  const [reads, bookmarks] = await Promise.all([
    db.selectFrom('research_reads').select('item_id').where('user_id', '=', userId).execute(),
    db.selectFrom('research_bookmarks').select(['item_id', 'created_at']).where('user_id', '=', userId).execute(),
  ]);
  return { read: new Set(reads.map((r) => r.item_id)), bookmarked: new Map(bookmarks.map((b) => [b.item_id, b.created_at])) };
}

export async function markRead(db: DbOrTx, userId: string, itemId: string, now: string): Promise<void> {
  await db
    .insertInto('research_reads')
    .values({ user_id: userId, item_id: itemId, read_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .execute();
}

export async function addBookmark(db: DbOrTx, userId: string, itemId: string, now: string): Promise<void> {
  await db
    .insertInto('research_bookmarks')
    .values({ user_id: userId, item_id: itemId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .execute();
}

export async function removeBookmark(db: DbOrTx, userId: string, itemId: string): Promise<void> {
  await db.deleteFrom('research_bookmarks').where('user_id', '=', userId).where('item_id', '=', itemId).execute();
}

/** Every item the user opened; bounded by the shipped library (one row per item at most). */
export function readRows(db: DbOrTx, userId: string) {
  return db.selectFrom('research_reads').select(['item_id', 'read_at']).where('user_id', '=', userId).orderBy('item_id').execute();
}

/** Every item the user bookmarked; bounded by the shipped library. */
export function bookmarkRows(db: DbOrTx, userId: string) {
  return db.selectFrom('research_bookmarks').select(['item_id', 'created_at']).where('user_id', '=', userId).orderBy('item_id').execute();
}
