/** Queries of daily entries with their substances and focus aids. */
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { MOOD_TAGS } from '@wellness/contract';
import type { DbOrTx, EntriesTable } from '../../db/schema.js';

export type EntryRow = Selectable<EntriesTable>;

export interface EntryLinks {
  substances: Array<{ substance_id: string; taken: number; time_of_day: string }>;
  aidIds: string[];
}

export async function insertEntry(db: DbOrTx, row: EntryRow, links: EntryLinks): Promise<void> {
  await db.insertInto('entries').values(row).execute();
  await insertLinks(db, row.id, links);
}

async function insertLinks(db: DbOrTx, entryId: string, links: EntryLinks): Promise<void> {
  if (links.substances.length > 0) {
    await db
      .insertInto('entry_supplements')
      .values(links.substances.map((s) => ({ ...s, entry_id: entryId })))
      .execute();
  }
  if (links.aidIds.length > 0) {
    await db
      .insertInto('entry_focus_aids')
      .values(links.aidIds.map((aid_id) => ({ entry_id: entryId, aid_id })))
      .execute();
  }
}

export interface EntryFilter {
  /** The user's own mood tags, matched by a search like the eight. */
  customTags?: readonly string[] | undefined;
  type?: string | undefined;
  fromDay?: string | undefined;
  toDay?: string | undefined;
  search?: string | undefined;
  tag?: string | undefined;
}

/** The LIKE pattern of a tag inside the stored JSON list: its JSON string, with LIKE's own characters escaped. */
function likeTag(tag: string): string {
  return `%${JSON.stringify(tag).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listEntries(
  db: DbOrTx,
  userId: string,
  filter: EntryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  let query = db.selectFrom('entries').where('user_id', '=', userId);
  if (filter.type) query = query.where('entry_type', '=', filter.type);
  if (filter.fromDay) query = query.where('local_day', '>=', filter.fromDay);
  if (filter.toDay) query = query.where('local_day', '<=', filter.toDay);
  if (filter.tag) query = query.where(sql<boolean>`entries.tags like ${likeTag(filter.tag)} escape '\\'`);
  if (filter.search) {
    const needle = filter.search.toLowerCase();
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Notes, the mood tags whose name holds the text (a fixed list, matched here so JSON syntax never matches), and
    // the names and brands of the entry's substances.
    const tagHits = [...MOOD_TAGS, ...(filter.customTags ?? [])].filter((tag) => tag.toLowerCase().includes(needle));
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(coalesce(entries.notes, '')) like ${pattern} escape '\\'`,
        ...tagHits.map((tag) => sql<boolean>`entries.tags like ${likeTag(tag)} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('entry_supplements as es')
            .innerJoin('substances as s', 's.id', 'es.substance_id')
            .select(sql<number>`1`.as('one'))
            .whereRef('es.entry_id', '=', 'entries.id')
            .where(sql<boolean>`(lower(s.name) like ${pattern} escape '\\' or lower(coalesce(s.brand, '')) like ${pattern} escape '\\')`),
        ),
      ]),
    );
  }
  const count = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('entries')
    .orderBy('local_day', 'desc')
    .orderBy('local_time', 'desc')
    // The (user, day, time, created_at) index gives this order without a sort; created_at (ms) separates entries.
    .orderBy('created_at', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(count.n) };
}

export async function findEntryByKey(db: DbOrTx, userId: string, key: string): Promise<EntryRow | undefined> {
  return db.selectFrom('entries').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findEntry(db: DbOrTx, userId: string, id: string): Promise<EntryRow | undefined> {
  return db.selectFrom('entries').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Replaces the entry's fields and links; false when it is not the user's (or no longer exists). */
export async function replaceEntry(db: DbOrTx, row: EntryRow, links: EntryLinks): Promise<boolean> {
  const { id, user_id, created_at: _created, ...fields } = row;
  const result = await db.updateTable('entries').set(fields).where('user_id', '=', user_id).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('entry_supplements').where('entry_id', '=', id).execute();
  await db.deleteFrom('entry_focus_aids').where('entry_id', '=', id).execute();
  await insertLinks(db, id, links);
  return true;
}

/** Deletes the entry (its links go with it by cascade); false when it was not the user's. */
export async function deleteEntry(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('entries').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function loadLinks(db: DbOrTx, entryIds: string[]) {
  if (entryIds.length === 0) return { substances: [], aids: [], sessions: [] };
  const substances = await db
    .selectFrom('entry_supplements as es')
    .innerJoin('substances as s', 's.id', 'es.substance_id')
    .select(['es.entry_id', 'es.substance_id', 'es.taken', 'es.time_of_day', 's.name', 's.brand'])
    .where('es.entry_id', 'in', entryIds)
    .orderBy('s.name')
    .execute();
  const aids = await db.selectFrom('entry_focus_aids').select(['entry_id', 'aid_id']).where('entry_id', 'in', entryIds).execute();
  return { substances, aids };
}

export async function findSessionsByIds(db: DbOrTx, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('focus_sessions').select(['id', 'session_type', 'duration_seconds']).where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** A page of the user's entries in id order, from a calendar day on when given (the backup's export). */
export function entryPage(db: DbOrTx, userId: string, fromDay: string | null, afterId: string, limit: number): Promise<EntryRow[]> {
  let q = db.selectFrom('entries').selectAll().where('user_id', '=', userId).where('id', '>', afterId);
  if (fromDay) q = q.where('local_day', '>=', fromDay);
  return q.orderBy('id').limit(limit).execute();
}

/** The stored link rows of the given entries, in a stable order (the backup's export). */
export async function linkRowsOf(db: DbOrTx, entryIds: readonly string[]) {
  if (entryIds.length === 0) return { substances: [], aids: [] };
  const [substances, aids] = await Promise.all([
    db.selectFrom('entry_supplements').selectAll().where('entry_id', 'in', entryIds).orderBy('entry_id').orderBy('substance_id').execute(),
    db.selectFrom('entry_focus_aids').selectAll().where('entry_id', 'in', entryIds).orderBy('entry_id').orderBy('aid_id').execute(),
  ]);
  return { substances, aids };
}
