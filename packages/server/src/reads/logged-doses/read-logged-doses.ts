/**
 * Each dose a user logged over a range of their calendar days, one row per dose with its substance's name and type (the FHIR
 * export writes one MedicationStatement per dose). Read-only: features/doses and features/substances write the tables. One query on the
 * `(user_id, local_day)` index, oldest first.
 */
import type { DbOrTx } from '../../db/schema.js';

export interface LoggedDose {
  id: string;
  substanceId: string;
  substanceName: string;
  substanceType: string;
  /** The instant it was taken (ISO 8601 UTC) and the user's calendar day of it. */
  takenAt: string;
  localDay: string;
  /** The amount logged, in the substance's unit; null when none was given. */
  dosage: number | null;
}

export async function readLoggedDoses(db: DbOrTx, userId: string, range: { from: string; to: string }): Promise<LoggedDose[]> {
  const rows = await db
    .selectFrom('doses')
    .innerJoin('substances', 'substances.id', 'doses.substance_id')
    .select(['doses.id', 'doses.substance_id', 'substances.name', 'substances.substance_type', 'doses.taken_at', 'doses.local_day', 'doses.dosage'])
    .where('doses.user_id', '=', userId)
    .where('doses.local_day', '>=', range.from)
    .where('doses.local_day', '<=', range.to)
    .orderBy('doses.taken_at')
    .orderBy('doses.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    substanceId: row.substance_id,
    substanceName: row.name,
    substanceType: row.substance_type,
    takenAt: row.taken_at,
    localDay: row.local_day,
    dosage: row.dosage === null ? null : Number(row.dosage),
  }));
}
