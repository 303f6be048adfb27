/** Account & Data's own query: the profile's columns of the users row. */
import type { DbOrTx } from '../../db/schema.js';

export async function profileColumns(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'timezone', 'created_at', 'subscription_tier', 'country', 'market', 'currency', 'date_format', 'measurement_units'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
