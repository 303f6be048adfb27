/**
 * Issue 26 item 4: an account registered again before its address was verified is marked, so its verification
 * takes a new password (a stranger who registered the address first must not choose the password the owner then
 * verifies). 0/1 like every boolean of the schema.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('registration_contested', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('registration_contested').execute();
}
