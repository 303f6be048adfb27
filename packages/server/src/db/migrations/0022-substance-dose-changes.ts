/**
 * The dose history of each substance (issue 33): one row per substance and local day on which its dosage or unit took
 * effect, so the clinician report and the FHIR export can say which dose held when. Substances were not versioned
 * before, so every existing one starts with a row on the local day (the owner's zone) it was created, holding its
 * current dosage and unit: the best the data can say.
 */
import { sql, type Kysely } from 'kysely';
import { calendarDayIn } from '../../lib/calendar.js';
import { newId } from '../../lib/secure-token.js';

/** The tables this migration reads and writes, as they stand at this point of the schema (a type alias: withTables needs an index signature). */
type Tables = {
  users: { id: string; timezone: string };
  substances: { id: string; user_id: string; dosage: number | null; unit: string | null; created_at: string };
  substance_dose_changes: {
    id: string;
    user_id: string;
    substance_id: string;
    local_day: string;
    dosage: number | null;
    unit: string | null;
    recorded_at: string;
  };
};

/** Rows per insert: 7 columns each, well under SQLite's bound-variable limit. */
const CHUNK = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('substance_dose_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('substance_id', 'text', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('dosage', sql`double precision`)
    .addColumn('unit', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  // One row per substance and day: a second change on the same day replaces the first (the upsert's target).
  await db.schema.createIndex('substance_dose_changes_day').unique().on('substance_dose_changes').columns(['substance_id', 'local_day']).execute();
  await db.schema.createIndex('substance_dose_changes_user').on('substance_dose_changes').columns(['user_id', 'substance_id', 'local_day']).execute();

  const typed = db.withTables<Tables>();
  const substances = await typed
    .selectFrom('substances')
    .innerJoin('users', 'users.id', 'substances.user_id')
    .select(['substances.id', 'substances.user_id', 'substances.dosage', 'substances.unit', 'substances.created_at', 'users.timezone'])
    .orderBy('substances.id')
    .execute();
  const rows = substances.map((s) => ({
    id: newId(),
    user_id: s.user_id,
    substance_id: s.id,
    local_day: calendarDayIn(new Date(s.created_at), s.timezone),
    dosage: s.dosage === null ? null : Number(s.dosage),
    unit: s.unit,
    recorded_at: s.created_at,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await typed
      .insertInto('substance_dose_changes')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('substance_dose_changes').execute();
}
