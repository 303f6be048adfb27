/** Queries of dose logs and the supply counters they move on their substance. */
import { MAX_TODAY_DOSES } from '@wellness/contract';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DbOrTx, DosesTable } from '../../db/schema.js';
import { earliestInstantOf } from '../../lib/calendar.js';

export type DoseRow = Selectable<DosesTable>;

export async function findOwnedSubstance(db: DbOrTx, userId: string, substanceId: string) {
  return db
    .selectFrom('substances')
    .select(['id', 'name', 'remaining_supply', 'total_doses'])
    .where('user_id', '=', userId)
    .where('id', '=', substanceId)
    .executeTakeFirst();
}

export interface Counters {
  remaining_supply: number | null;
  total_doses: number;
  /** Whether this dose took a unit from the supply. */
  supplyTaken: boolean;
}

/** A dose's row before the database has decided whether it takes a unit of supply. */
export type NewDoseRow = Omit<DoseRow, 'supply_taken'>;

const insertOwnedDoseRow = preparedQuery(
  ['id', 'user_id', 'substance_id', 'taken_at', 'local_day', 'dosage', 'notes', 'created_at', 'idempotency_key'],
  (db, row: NewDoseRow) =>
    db
      .insertInto('doses')
      .columns(['id', 'user_id', 'substance_id', 'taken_at', 'local_day', 'dosage', 'notes', 'supply_taken', 'created_at', 'idempotency_key'])
      .expression(
        db
          .selectFrom('substances')
          .select([
            sql<string>`${row.id}`.as('id'),
            sql<string>`${row.user_id}`.as('user_id'),
            sql<string>`${row.substance_id}`.as('substance_id'),
            sql<string>`${row.taken_at}`.as('taken_at'),
            sql<string>`${row.local_day}`.as('local_day'),
            sql<number | null>`${row.dosage}`.as('dosage'),
            sql<string | null>`${row.notes}`.as('notes'),
            sql<number>`case when substances.remaining_supply > 0 then 1 else 0 end`.as('supply_taken'),
            sql<string>`${row.created_at}`.as('created_at'),
            sql<string | null>`${row.idempotency_key}`.as('idempotency_key'),
          ])
          .where('substances.user_id', '=', row.user_id)
          .where('substances.id', '=', row.substance_id),
      )
      .returning('supply_taken'),
);

/**
 * SQLite: inserts the dose only when the user has its substance, taking a unit when the substance has supply left
 * (decided on the substance's row, in the same statement). One statement: when it is refused (a unique key) or finds
 * no substance, nothing was written (db/grouped-writes.ts relies on it). Undefined when the user has no such
 * substance. Compiled once (db/prepared-query.ts): logging a dose is the app's most frequent write.
 */
export async function insertOwnedDose(db: DbOrTx, row: NewDoseRow): Promise<DoseRow | undefined> {
  const inserted = await insertOwnedDoseRow.executeTakeFirst(db, row);
  return inserted && { ...row, supply_taken: inserted.supply_taken };
}

const countLoggedDoseRow = preparedQuery(
  ['userId', 'substanceId', 'taken'],
  (db, { userId, substanceId, taken }: { userId: string; substanceId: string; taken: number }) =>
    db
      .updateTable('substances')
      .set({ remaining_supply: sql<number>`remaining_supply - ${taken}`, total_doses: sql<number>`total_doses + 1` })
      .where('user_id', '=', userId)
      .where('id', '=', substanceId)
      .returning(['remaining_supply', 'total_doses']),
);

/**
 * SQLite, after insertOwnedDose in the same transaction: counts the dose on its substance and takes the unit the dose
 * took (`supply_taken`), so the counters move exactly as the row says. The counters after it.
 */
export async function countLoggedDose(db: DbOrTx, dose: DoseRow): Promise<Counters | undefined> {
  const counted = await countLoggedDoseRow.executeTakeFirst(db, { userId: dose.user_id, substanceId: dose.substance_id, taken: dose.supply_taken });
  return counted && { ...counted, supplyTaken: dose.supply_taken === 1 };
}

/** PostgreSQL only (no data-modifying WITH in SQLite): see countAndInsertDose. */
const countAndInsertDoseRow = preparedQuery(
  ['id', 'user_id', 'substance_id', 'taken_at', 'local_day', 'dosage', 'notes', 'created_at', 'idempotency_key'],
  (db, row: NewDoseRow) => ({
    compile: () =>
      sql<{ remaining_supply: number | string | null; total_doses: number | string; taken: boolean }>`
        with before as (
          select id, remaining_supply from substances where user_id = ${row.user_id} and id = ${row.substance_id} for update
        ), counted as (
          update substances s
          set remaining_supply = case when before.remaining_supply > 0 then s.remaining_supply - 1 else s.remaining_supply end,
              total_doses = s.total_doses + 1
          from before
          where s.id = before.id
          returning s.remaining_supply, s.total_doses, coalesce(before.remaining_supply > 0, false) as taken
        ), inserted as (
          insert into doses (id, user_id, substance_id, taken_at, local_day, dosage, notes, supply_taken, created_at, idempotency_key)
          select ${row.id}::text, ${row.user_id}::text, ${row.substance_id}::text, ${row.taken_at}::text, ${row.local_day}::text,
                 ${row.dosage}::double precision, ${row.notes}::text, case when counted.taken then 1 else 0 end, ${row.created_at}::text,
                 ${row.idempotency_key}::text
          from counted
          returning id
        )
        select remaining_supply, total_doses, taken from counted`.compile(db),
  }),
);

/**
 * PostgreSQL only: the dose and its counters as one statement, so logging a dose costs one round trip to the database
 * instead of four (begin, update, insert, commit) and runs as its own transaction. The substance's row is locked first
 * (`for update`: under a concurrent dose it waits, then reads the row as that dose left it), so whether a unit was
 * taken is decided on the row as it is, as in insertOwnedDose; the dose is inserted only when the user has the
 * substance. Undefined when they do not (nothing changed). SQLite has no data-modifying WITH, and needs none: its
 * transaction costs no round trips. Compiled once, and so sent as a named statement (db/named-statements.ts).
 */
export async function countAndInsertDose(db: DbOrTx, row: NewDoseRow): Promise<Counters | undefined> {
  const counted = await countAndInsertDoseRow.executeTakeFirst(db, row);
  if (!counted) return undefined;
  return {
    remaining_supply: counted.remaining_supply === null ? null : Number(counted.remaining_supply),
    total_doses: Number(counted.total_doses),
    supplyTaken: counted.taken,
  };
}

export async function giveOneBackToSupply(db: DbOrTx, substanceId: string): Promise<void> {
  await db
    .updateTable('substances')
    .set({ remaining_supply: sql<number>`remaining_supply + 1` })
    .where('id', '=', substanceId)
    .where('remaining_supply', 'is not', null)
    .execute();
}

export async function changeTotalDoses(db: DbOrTx, substanceId: string, delta: 1 | -1): Promise<void> {
  await db
    .updateTable('substances')
    .set({ total_doses: sql<number>`case when total_doses + ${delta} < 0 then 0 else total_doses + ${delta} end` })
    .where('id', '=', substanceId)
    .execute();
}

export async function findDoseByKey(db: DbOrTx, userId: string, key: string): Promise<DoseRow | undefined> {
  return db.selectFrom('doses').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findDose(db: DbOrTx, userId: string, id: string): Promise<DoseRow | undefined> {
  return db.selectFrom('doses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function updateDose(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: Partial<Pick<DoseRow, 'dosage' | 'notes' | 'taken_at' | 'local_day'>>,
): Promise<void> {
  await db.updateTable('doses').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes and returns the row, or undefined when it was not there (or belonged to someone else). */
export async function deleteDose(db: DbOrTx, userId: string, id: string): Promise<DoseRow | undefined> {
  return db.deleteFrom('doses').where('user_id', '=', userId).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * The Daily tab's read, compiled once (db/prepared-query.ts): the day's newest `MAX_TODAY_DOSES`, walked backwards
 * along the (user, day, time taken) index so it stops at the cap.
 */
export const newestDosesOfDay = preparedQuery(['userId', 'day'], (db, { userId, day }) =>
  db.selectFrom('doses').selectAll().where('user_id', '=', userId).where('local_day', '=', day).orderBy('taken_at', 'desc').limit(MAX_TODAY_DOSES),
);

/** The day's newest doses (at most MAX_TODAY_DOSES), earliest first. */
export async function listNewestDosesOfDay(db: DbOrTx, userId: string, day: string): Promise<DoseRow[]> {
  return (await newestDosesOfDay.execute(db, { userId, day })).reverse();
}

export async function countDosesSince(db: DbOrTx, userId: string, substanceId: string, fromDay: string): Promise<number> {
  const row = await db
    .selectFrom('doses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('substance_id', '=', substanceId)
    .where('local_day', '>=', fromDay)
    // Implied by the day, and lets the (user, substance, time) index serve the range.
    .where('taken_at', '>=', earliestInstantOf(fromDay))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pageDosesSince(
  db: DbOrTx,
  userId: string,
  substanceId: string,
  fromDay: string,
  page: { limit: number; offset: number },
): Promise<DoseRow[]> {
  return (
    db
      .selectFrom('doses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('substance_id', '=', substanceId)
      .where('local_day', '>=', fromDay)
      // Implied by the day, and lets the (user, substance, time) index serve the range.
      .where('taken_at', '>=', earliestInstantOf(fromDay))
      // Both descending, so the (user, substance, time, id) index walked backwards gives this order with no sort.
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  );
}

export interface DoseCountRow {
  supplementId: string;
  name: string;
  today: number;
  last7Days: number;
  last30Days: number;
  lastTakenAt: string | null;
}

/** Per-substance counts for the stats call: one grouped query over the last 30 days plus the latest dose ever. */
export async function doseCounts(db: DbOrTx, userId: string, days: { today: string; from7: string; from30: string }): Promise<DoseCountRow[]> {
  const rows = await db
    .selectFrom('substances as s')
    .leftJoin('doses as d', (join) => join.onRef('d.substance_id', '=', 's.id').on('d.local_day', '>=', days.from30))
    .select((eb) => [
      's.id as substanceId',
      's.name as name',
      eb.fn.sum<number | string>(sql`case when d.local_day = ${days.today} then 1 else 0 end`).as('today'),
      eb.fn.sum<number | string>(sql`case when d.local_day >= ${days.from7} then 1 else 0 end`).as('last7Days'),
      eb.fn.count<number | string>('d.id').as('last30Days'),
    ])
    .where('s.user_id', '=', userId)
    .groupBy(['s.id', 's.name'])
    .orderBy('s.name')
    .execute();
  const latest = await db
    .selectFrom('doses')
    .select((eb) => ['substance_id', eb.fn.max('taken_at').as('lastTakenAt')])
    .where('user_id', '=', userId)
    .groupBy('substance_id')
    .execute();
  const latestBySubstance = new Map(latest.map((l) => [l.substance_id, l.lastTakenAt as string | null]));
  return rows.map((r) => ({
    supplementId: r.substanceId,
    name: r.name,
    today: Number(r.today ?? 0),
    last7Days: Number(r.last7Days ?? 0),
    last30Days: Number(r.last30Days ?? 0),
    lastTakenAt: latestBySubstance.get(r.substanceId) ?? null,
  }));
}

/** One day's doses with their substance's name, oldest first, at most `limit` (the History tab's day). */
export async function listDosesOfDayWithSubstance(db: DbOrTx, userId: string, day: string, limit: number) {
  const rows = await db
    .selectFrom('doses as d')
    .innerJoin('substances as s', 's.id', 'd.substance_id')
    .selectAll('d')
    .select(['s.name as substance_name', 's.brand as substance_brand', 's.unit as substance_unit'])
    .where('d.user_id', '=', userId)
    .where('d.local_day', '=', day)
    .orderBy('d.taken_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  const count = await db
    .selectFrom('doses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('local_day', '=', day)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** A page of the user's doses in id order, from a calendar day on when given (the backup's export). */
export function dosePage(db: DbOrTx, userId: string, fromDay: string | null, afterId: string, limit: number): Promise<DoseRow[]> {
  let q = db.selectFrom('doses').selectAll().where('user_id', '=', userId).where('id', '>', afterId);
  if (fromDay) q = q.where('local_day', '>=', fromDay);
  return q.orderBy('id').limit(limit).execute();
}
