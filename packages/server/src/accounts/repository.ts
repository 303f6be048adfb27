/**
 * The users table: the account every feature's data hangs from. Sign-in (auth) and the profile (Settings) both
 * read and change it here, so neither has to import the other.
 */
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx, UsersTable } from '../db/schema.js';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Returns false when the address is taken (a concurrent registration won the race). */
export async function insertUser(db: DbOrTx, user: NewUserRow): Promise<boolean> {
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
  changes: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'password_hash'
      | 'email_verified_at'
      | 'timezone'
      | 'updated_at'
      | 'country'
      | 'market'
      | 'currency'
      | 'date_format'
      | 'measurement_units'
      | 'registration_contested'
    >
  >,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Moves the account to a confirmed new address; false when another account took the address meanwhile. */
export async function changeEmail(db: DbOrTx, id: string, email: string, now: string): Promise<boolean> {
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', id).executeTakeFirst();
  if (taken) return false;
  await db.updateTable('users').set({ email, email_verified_at: now, updated_at: now }).where('id', '=', id).execute();
  return true;
}

/** Removes the account; every table holding the user's rows references users with ON DELETE CASCADE. */
export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/**
 * Holds the user's row until the transaction ends, so two writes of one user that count toward the same caps (two
 * imports) run one after the other on PostgreSQL; SQLite already runs one writing transaction at a time.
 */
export async function lockUserRow(db: DbOrTx, kind: 'sqlite' | 'postgres', userId: string): Promise<void> {
  if (kind === 'postgres') await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
