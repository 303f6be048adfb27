/**
 * The users table: the account every feature's data hangs from. Sign-in (auth) and the profile (Settings) both
 * read and change it here, so neither has to import the other.
 */
import type { Selectable } from 'kysely';
import type { DbOrTx, UsersTable } from '../db/schema.js';

export type UserRow = Selectable<UsersTable>;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Returns false when the address is taken (a concurrent registration won the race). */
export async function insertUser(db: DbOrTx, user: UserRow): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'password_hash' | 'email_verified_at' | 'timezone' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
