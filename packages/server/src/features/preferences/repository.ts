/** The one preferences row of a user: read it, or write the whole object in place. */
import type { DbOrTx } from '../../db/schema.js';

export async function findPreferences(db: DbOrTx, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('user_preferences').select('preferences').where('user_id', '=', userId).executeTakeFirst();
  return row?.preferences;
}

export async function savePreferences(db: DbOrTx, userId: string, preferences: string, now: string): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, preferences, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences, updated_at: now }))
    .execute();
}
