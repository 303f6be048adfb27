/** Queries of daily entries with their supplements and focus aids. */
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { DbOrTx, EntriesTable } from '../../db/schema.js';

export type EntryRow = Selectable<EntriesTable>;

export interface EntryLinks {
  supplements: Array<{ substance_id: string; taken: number; time_of_day: string }>;
  aidIds: string[];
}

export async function insertEntry(db: DbOrTx, row: EntryRow, links: EntryLinks): Promise<void> {
  await db.insertInto('entries').values(row).execute();
  if (links.supplements.length > 0) {
    await db
      .insertInto('entry_supplements')
      .values(links.supplements.map((s) => ({ ...s, entry_id: row.id })))
      .execute();
  }
  if (links.aidIds.length > 0) {
    await db
      .insertInto('entry_focus_aids')
      .values(links.aidIds.map((aid_id) => ({ entry_id: row.id, aid_id })))
      .execute();
  }
}

export interface EntryFilter {
  type?: string | undefined;
  fromDay?: string | undefined;
  toDay?: string | undefined;
  search?: string | undefined;
  tag?: string | undefined;
}

export async function listEntries(db: DbOrTx, userId: string, filter: EntryFilter, limit: number): Promise<{ rows: EntryRow[]; total: number }> {
  let query = db.selectFrom('entries').where('user_id', '=', userId);
  if (filter.type) query = query.where('entry_type', '=', filter.type);
  if (filter.fromDay) query = query.where('local_day', '>=', filter.fromDay);
  if (filter.toDay) query = query.where('local_day', '<=', filter.toDay);
  if (filter.tag) query = query.where('tags', 'like', `%"${filter.tag}"%`);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(coalesce(notes, '')) like ${pattern} escape '\\'`);
  }
  const count = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('local_day', 'desc').orderBy('local_time', 'desc').orderBy('created_at', 'desc').limit(limit).execute();
  return { rows, total: Number(count.n) };
}

export async function loadLinks(db: DbOrTx, entryIds: string[]) {
  if (entryIds.length === 0) return { supplements: [], aids: [], sessions: [] };
  const supplements = await db
    .selectFrom('entry_supplements as es')
    .innerJoin('substances as s', 's.id', 'es.substance_id')
    .select(['es.entry_id', 'es.substance_id', 'es.taken', 'es.time_of_day', 's.name', 's.brand'])
    .where('es.entry_id', 'in', entryIds)
    .orderBy('s.name')
    .execute();
  const aids = await db.selectFrom('entry_focus_aids').select(['entry_id', 'aid_id']).where('entry_id', 'in', entryIds).execute();
  return { supplements, aids };
}

export async function findSessionsByIds(db: DbOrTx, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('focus_sessions').select(['id', 'session_type', 'duration_seconds']).where('user_id', '=', userId).where('id', 'in', ids).execute();
}
