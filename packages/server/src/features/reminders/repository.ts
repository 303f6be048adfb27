/** Writes of the marks a person puts on scheduled doses, and the alert slots the scheduler claims. */
import type { DbOrTx } from '../../db/schema.js';

export interface MarkChange {
  userId: string;
  occurrenceId: string;
  substanceId: string;
  localDay: string;
  doseId?: string | null;
  skippedAt?: string | null;
  skipReason?: string | null;
  snoozedUntil?: string | null;
  updatedAt: string;
}

/** Creates the mark or changes the named fields of the one there. */
export async function upsertMark(db: DbOrTx, change: MarkChange): Promise<void> {
  const fields = {
    ...(change.doseId !== undefined && { dose_id: change.doseId }),
    ...(change.skippedAt !== undefined && { skipped_at: change.skippedAt }),
    ...(change.skipReason !== undefined && { skip_reason: change.skipReason }),
    ...(change.snoozedUntil !== undefined && { snoozed_until: change.snoozedUntil }),
    updated_at: change.updatedAt,
  };
  await db
    .insertInto('occurrence_marks')
    .values({ user_id: change.userId, occurrence_id: change.occurrenceId, substance_id: change.substanceId, local_day: change.localDay, ...fields })
    .onConflict((oc) => oc.columns(['user_id', 'occurrence_id']).doUpdateSet(fields))
    .execute();
}

/** Claims one alert slot: true for the one process whose insert won, false for every other. */
export async function claimAlert(db: DbOrTx, userId: string, alertKey: string, slotAt: string, claimedAt: string): Promise<boolean> {
  const inserted = await db
    .insertInto('reminder_alerts')
    .values({ user_id: userId, alert_key: alertKey, slot_at: slotAt, claimed_at: claimedAt })
    .onConflict((oc) => oc.columns(['user_id', 'alert_key', 'slot_at']).doNothing())
    .returning('alert_key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Whether an alert of this key was claimed after `since` (a refill reminder already sent for this supply). */
export async function claimedSince(db: DbOrTx, userId: string, alertKey: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_alerts')
    .select('slot_at')
    .where('user_id', '=', userId)
    .where('alert_key', '=', alertKey)
    .where('claimed_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** The alert bookkeeping older than any window it could still guard. */
export async function purgeAlertsBefore(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('reminder_alerts').where('claimed_at', '<', before).execute();
}

/** A page of the user's marks for the backup, by occurrence id. */
export async function markPage(db: DbOrTx, userId: string, after: string, limit: number) {
  return db
    .selectFrom('occurrence_marks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('occurrence_id', '>', after)
    .orderBy('occurrence_id')
    .limit(limit)
    .execute();
}
