/**
 * The shared read of each substance's dose periods over a range of local days (issue 33): used by the clinician
 * report and the FHIR export. Two queries (substances, their dose changes), run together; the periods are built by
 * dose-periods.ts.
 */
import { SUBSTANCE_TYPES } from '@wellness/contract';
import type { DbOrTx } from '../../db/schema.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Owner } from '../../lib/owner.js';
import { storedEnum } from '../../lib/stored-enum.js';
import { buildDoseHistories, type SubstanceDoseHistory } from './dose-periods.js';
import { readDoseChanges, readDoseSubstances } from './repository.js';

export type { DosePeriod, SubstanceDoseHistory } from './dose-periods.js';

const toNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The user's substances with a dose period overlapping the range (local days, from ≤ to), by name. */
export async function readDosePeriods(db: DbOrTx, owner: Owner, range: { from: string; to: string }): Promise<SubstanceDoseHistory[]> {
  const [substances, changes] = await Promise.all([readDoseSubstances(db, owner.id), readDoseChanges(db, owner.id)]);
  return buildDoseHistories(
    substances.map((row) => ({
      id: row.id,
      name: row.name,
      substanceType: storedEnum(SUBSTANCE_TYPES, row.substance_type, 'substances.substance_type'),
      createdDay: calendarDayIn(new Date(row.created_at), owner.timezone),
      dose: { dosage: toNumber(row.dosage), unit: row.unit },
    })),
    changes.map((row) => ({ substanceId: row.substance_id, localDay: row.local_day, dosage: toNumber(row.dosage), unit: row.unit })),
    range,
  );
}
