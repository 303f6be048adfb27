/**
 * The clock of the regional settings (issue 34): `time_format` on the users row beside `date_format`, '12h' or '24h'.
 * Nullable with no default: null means "not chosen", and the profile then answers the clock the date format implies
 * (the contract's defaultTimeFormat: US 12-hour, EU and ISO 24-hour), so every existing account keeps the times it
 * saw before and a save that leaves the clock out lets it follow a new date format.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_format', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_format').execute();
}
