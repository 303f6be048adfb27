/** Settings the server keeps in its own database, such as the generated JWT signing secret. */
import type { DbOrTx } from '../../db/schema.js';

export async function readSetting(db: DbOrTx, key: string): Promise<string | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/** Inserts unless present and returns what is stored, so processes starting together agree on one value. */
export async function insertSettingIfMissing(db: DbOrTx, key: string, value: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await readSetting(db, key);
  if (stored === null) throw new Error(`Setting ${key} vanished right after it was written`);
  return stored;
}
