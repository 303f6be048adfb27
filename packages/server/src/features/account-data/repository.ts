/**
 * Account & Data's queries: the usage statistics' aggregates, the pages the export streams (keyset by id, so memory
 * stays flat however much the user has), what the import finds already stored, and clearing every row the user owns.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database, DbOrTx, SubstanceIngredientsTable, EntryFocusAidsTable, EntrySupplementsTable } from '../../db/schema.js';
import type { DatabaseKind } from '../../db/connection.js';
import { countActiveDays } from '../../reads/day-series/active-days.js';

type DbNumber = number | string;

/** Rows read per query while exporting: small enough to keep memory flat, large enough to keep the query count low. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Tables that make up the account itself; clearing the user's data keeps their rows (deleting the account does not).
 * The mail outbox is one: a reset link queued just before a clear must still arrive.
 */
export const ACCOUNT_TABLES: readonly string[] = ['users', 'email_tokens', 'auth_sessions', 'mail_outbox'];

/**
 * The user's data tables, children before parents. Clearing deletes tables the list does not know (added later by
 * other features, which may point at these) first, then these in this order.
 */
export const KNOWN_DATA_TABLES = [
  'entries',
  'doses',
  'focus_sessions',
  'substances',
  'custom_supplement_names',
  'focus_aids',
  'focus_aid_visibility',
  'goals',
  'user_conditions',
  'custom_conditions',
  'user_preferences',
] as const satisfies readonly (keyof Database)[];

/** Every table of the connected database (in its own schema) that has a user_id column. */
export async function tablesWithUserId(db: DbOrTx, kind: DatabaseKind): Promise<string[]> {
  if (kind === 'sqlite') {
    const result = await sql<{ name: string }>`
      select m.name as name from sqlite_master m, pragma_table_info(m.name) p
      where m.type = 'table' and p.name = 'user_id' order by m.name`.execute(db);
    return result.rows.map((r) => r.name);
  }
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id' order by table_name`.execute(db);
  return result.rows.map((r) => r.name);
}

/** Deletes the user's rows of one table; rows of child tables go with them by ON DELETE CASCADE. */
export async function deleteUserRows(db: DbOrTx, table: string, userId: string): Promise<void> {
  await sql`delete from ${sql.table(table)} where user_id = ${userId}`.execute(db);
}

export interface UsageAggregates {
  entries: number;
  substances: number;
  doses: number;
  sessions: number;
  focusSeconds: number;
  avgRating: number | null;
  firstEntryDay: string | null;
  daysTracked: number;
}

export async function usageAggregates(db: DbOrTx, userId: string): Promise<UsageAggregates> {
  const [entries, substances, doses, sessions, days] = await Promise.all([
    db
      .selectFrom('entries')
      .select((eb) => [eb.fn.countAll<DbNumber>().as('n'), eb.fn.avg<DbNumber | null>('overall_rating').as('rating'), eb.fn.min('local_day').as('first')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('substances')
      .select((eb) => eb.fn.countAll<DbNumber>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('doses')
      .select((eb) => eb.fn.countAll<DbNumber>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('focus_sessions')
      .select((eb) => [eb.fn.countAll<DbNumber>().as('n'), eb.fn.sum<DbNumber | null>('duration_seconds').as('seconds')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    countActiveDays(db, userId),
  ]);
  return {
    entries: Number(entries.n),
    substances: Number(substances.n),
    doses: Number(doses.n),
    sessions: Number(sessions.n),
    focusSeconds: sessions.seconds === null ? 0 : Number(sessions.seconds),
    avgRating: entries.rating === null ? null : Number(entries.rating),
    firstEntryDay: entries.first ?? null,
    daysTracked: days,
  };
}

// ---- export pages (keyset by id) ----

export function substancePage(db: DbOrTx, userId: string, afterId: string) {
  return db.selectFrom('substances').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(EXPORT_PAGE_SIZE).execute();
}

export async function ingredientsOf(db: DbOrTx, substanceIds: readonly string[]): Promise<Selectable<SubstanceIngredientsTable>[]> {
  if (substanceIds.length === 0) return [];
  return db.selectFrom('substance_ingredients').selectAll().where('substance_id', 'in', substanceIds).orderBy('substance_id').orderBy('position').execute();
}

export function supplementNamePage(db: DbOrTx, userId: string, afterId: string) {
  return db
    .selectFrom('custom_supplement_names')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(EXPORT_PAGE_SIZE)
    .execute();
}

export function focusAidPage(db: DbOrTx, userId: string, afterId: string) {
  return db.selectFrom('focus_aids').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(EXPORT_PAGE_SIZE).execute();
}

/** One row per built-in aid at most, so this is bounded by the shipped aid list. */
export function aidVisibility(db: DbOrTx, userId: string) {
  return db.selectFrom('focus_aid_visibility').selectAll().where('user_id', '=', userId).orderBy('aid_id').execute();
}

export function sessionPage(db: DbOrTx, userId: string, fromDay: string | null, afterId: string) {
  let q = db.selectFrom('focus_sessions').selectAll().where('user_id', '=', userId).where('id', '>', afterId);
  if (fromDay) q = q.where('local_day', '>=', fromDay);
  return q.orderBy('id').limit(EXPORT_PAGE_SIZE).execute();
}

export function dosePage(db: DbOrTx, userId: string, fromDay: string | null, afterId: string) {
  let q = db.selectFrom('doses').selectAll().where('user_id', '=', userId).where('id', '>', afterId);
  if (fromDay) q = q.where('local_day', '>=', fromDay);
  return q.orderBy('id').limit(EXPORT_PAGE_SIZE).execute();
}

export function entryPage(db: DbOrTx, userId: string, fromDay: string | null, afterId: string) {
  let q = db.selectFrom('entries').selectAll().where('user_id', '=', userId).where('id', '>', afterId);
  if (fromDay) q = q.where('local_day', '>=', fromDay);
  return q.orderBy('id').limit(EXPORT_PAGE_SIZE).execute();
}

export async function entryLinks(
  db: DbOrTx,
  entryIds: readonly string[],
): Promise<{ supplements: Selectable<EntrySupplementsTable>[]; aids: Selectable<EntryFocusAidsTable>[] }> {
  if (entryIds.length === 0) return { supplements: [], aids: [] };
  const [supplements, aids] = await Promise.all([
    db.selectFrom('entry_supplements').selectAll().where('entry_id', 'in', entryIds).orderBy('entry_id').orderBy('substance_id').execute(),
    db.selectFrom('entry_focus_aids').selectAll().where('entry_id', 'in', entryIds).orderBy('entry_id').orderBy('aid_id').execute(),
  ]);
  return { supplements, aids };
}

/** Names of the user's substances for the given ids (the CSV names what an entry or dose links to). */
export async function substanceNames(db: DbOrTx, userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('substances').select(['id', 'name']).where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function customConditionPage(db: DbOrTx, userId: string, afterId: string) {
  return db.selectFrom('custom_conditions').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(EXPORT_PAGE_SIZE).execute();
}

export function userConditionPage(db: DbOrTx, userId: string, afterId: string) {
  return db.selectFrom('user_conditions').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(EXPORT_PAGE_SIZE).execute();
}

export function goalPage(db: DbOrTx, userId: string, afterId: string) {
  return db.selectFrom('goals').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(EXPORT_PAGE_SIZE).execute();
}

export async function storedPreferences(db: DbOrTx, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('user_preferences').select('preferences').where('user_id', '=', userId).executeTakeFirst())?.preferences;
}

// ---- import ----

/** Tables whose ids the import keeps or remaps, and which of those ids exist, with their owner. */
export type IdTable =
  'substances' | 'custom_supplement_names' | 'focus_aids' | 'focus_sessions' | 'doses' | 'entries' | 'custom_conditions' | 'user_conditions' | 'goals';

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

/** Ingredient ids already stored (they belong to whichever substance holds them). */
export async function existingIngredientIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += EXPORT_PAGE_SIZE) {
    const rows = await db
      .selectFrom('substance_ingredients')
      .select('id')
      .where('id', 'in', ids.slice(i, i + EXPORT_PAGE_SIZE))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The user's active focus session, if any (a user has at most one). */
export async function activeSessionId(db: DbOrTx, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('focus_sessions').select('id').where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst())?.id;
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

export async function savePreferences(db: DbOrTx, userId: string, preferences: string, now: string): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, preferences, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences, updated_at: now }))
    .execute();
}

/** How many rows of the table the user owns (the import's check of the per-user caps). */
export async function countOwnRows(db: DbOrTx, table: IdTable, userId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<DbNumber>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Holds the user's row until the transaction ends, so two imports of one user counting toward the same caps run one
 * after the other on PostgreSQL (SQLite already runs one writing transaction at a time).
 */
export async function lockOwner(db: DbOrTx, kind: DatabaseKind, userId: string): Promise<void> {
  if (kind === 'postgres') await sql`select id from users where id = ${userId} for update`.execute(db);
}
