/** Secrets the server keeps in its own database, such as the generated JWT signing key. */
import type { DbOrTx } from '../../db/schema.js';

export async function readSecret(db: DbOrTx, key: string): Promise<string | null> {
  const row = await db.selectFrom('server_secrets').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/** Inserts unless present and returns what is stored, so processes starting together agree on one value. */
export async function insertSecretIfMissing(db: DbOrTx, key: string, value: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await readSecret(db, key);
  if (stored === null) throw new Error(`Secret ${key} vanished right after it was written`);
  return stored;
}
