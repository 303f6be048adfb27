/** Analytics' own queries: focus-aid use in entries (the ranking). */
import type { DbOrTx } from '../../db/schema.js';
import type { AidUsage } from './aid-ranking.js';

type DbNumber = number | string;

/** Per aid: entries that used it since `fromDay`, how many of them rated productivity, and their mean. */
export async function aidUsageSince(db: DbOrTx, userId: string, fromDay: string | null): Promise<AidUsage[]> {
  let query = db
    .selectFrom('entry_focus_aids as a')
    .innerJoin('entries as e', 'e.id', 'a.entry_id')
    .select((eb) => [
      'a.aid_id as aidId',
      eb.fn.count<DbNumber>('e.id').as('usageCount'),
      eb.fn.count<DbNumber>('e.productivity').as('ratedCount'),
      eb.fn.avg<DbNumber | null>('e.productivity').as('avgProductivity'),
    ])
    .where('e.user_id', '=', userId)
    .groupBy('a.aid_id');
  if (fromDay) query = query.where('e.local_day', '>=', fromDay);
  return (await query.execute()).map((r) => ({
    aidId: r.aidId,
    usageCount: Number(r.usageCount),
    ratedCount: Number(r.ratedCount),
    avgProductivity: r.avgProductivity === null ? null : Number(r.avgProductivity),
  }));
}

/** The mean productivity of all the user's rated entries since `fromDay`: where each aid's mean is shrunk to. */
export async function overallProductivitySince(db: DbOrTx, userId: string, fromDay: string | null): Promise<number | null> {
  let query = db
    .selectFrom('entries')
    .select((eb) => eb.fn.avg<DbNumber | null>('productivity').as('avg'))
    .where('user_id', '=', userId);
  if (fromDay) query = query.where('local_day', '>=', fromDay);
  const row = await query.executeTakeFirst();
  return row?.avg === null || row?.avg === undefined ? null : Number(row.avg);
}

/** One substance's doses on days `from`…`to` (local days), with their instants: Effects by the hour measures from them. */
export async function dosesOfSubstance(db: DbOrTx, userId: string, substanceId: string, range: { from: string; to: string }) {
  return db
    .selectFrom('doses')
    .select(['local_day', 'taken_at'])
    .where('user_id', '=', userId)
    .where('substance_id', '=', substanceId)
    .where('local_day', '>=', range.from)
    .where('local_day', '<=', range.to)
    .execute();
}

/** How many substances have doses on at least `minDays` days of the range: the hours views that could claim anything. */
export async function countDosedSubstances(db: DbOrTx, userId: string, range: { from: string; to: string }, minDays: number): Promise<number> {
  const rows = await db
    .selectFrom('doses')
    .select('substance_id')
    .where('user_id', '=', userId)
    .where('local_day', '>=', range.from)
    .where('local_day', '<=', range.to)
    .groupBy('substance_id')
    .having((eb) => eb.fn.count('local_day').distinct(), '>=', minDays)
    .execute();
  return rows.length;
}

/** Days `from`…`to` whose entries list the substance as taken: taken, but with no dose time to measure from. */
export async function daysTakenInEntries(db: DbOrTx, userId: string, substanceId: string, range: { from: string; to: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('entry_supplements as es')
    .innerJoin('entries as e', 'e.id', 'es.entry_id')
    .select('e.local_day')
    .distinct()
    .where('e.user_id', '=', userId)
    .where('es.substance_id', '=', substanceId)
    .where('es.taken', '=', 1)
    .where('e.local_day', '>=', range.from)
    .where('e.local_day', '<=', range.to)
    .execute();
  return rows.map((r) => r.local_day);
}

/** The completed focus sessions with a productivity rating on days `from`…`to`: their start and rating. */
export async function ratedSessions(db: DbOrTx, userId: string, range: { from: string; to: string }) {
  return db
    .selectFrom('focus_sessions')
    .select(['local_day', 'started_at', 'productivity'])
    .where('user_id', '=', userId)
    .where('local_day', '>=', range.from)
    .where('local_day', '<=', range.to)
    .where('ended_at', 'is not', null)
    .where('productivity', 'is not', null)
    .execute();
}

/** Entries on days `from`…`to` that rate productivity or focus, with their local time and linked session. */
export async function timedRatedEntries(db: DbOrTx, userId: string, range: { from: string; to: string }) {
  return db
    .selectFrom('entries')
    .select(['local_day', 'local_time', 'productivity', 'focus_level', 'session_id'])
    .where('user_id', '=', userId)
    .where('local_day', '>=', range.from)
    .where('local_day', '<=', range.to)
    .where((eb) => eb.or([eb('productivity', 'is not', null), eb('focus_level', 'is not', null)]))
    .execute();
}
