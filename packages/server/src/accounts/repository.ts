/**
 * The users table, the one code that reads and writes it: the account every feature's data hangs from. The
 * account feature (registration, sign-in, the session check of every request, e-mail change, the profile) and
 * Account & Data (the usage statistics' member-since date) read it here.
 */
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { DatabaseKind } from '../db/connection.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { Database, Db, DbOrTx, UsersTable } from '../db/schema.js';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The columns Settings › Profile shows. */
export async function findProfile(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'name',
      'email',
      'timezone',
      'created_at',
      'subscription_tier',
      'country',
      'market',
      'currency',
      'date_format',
      'time_format',
      'measurement_units',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** When the account was created, or undefined when there is no such account. */
export async function memberSince(db: DbOrTx, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst())?.created_at;
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
      | 'time_format'
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
 * Runs `work` in one transaction holding the user: a write that counts toward a per-user cap (a create, an import)
 * counts and writes inside it, so one user's writes sent at once are counted one after the other and never pass the
 * cap together. On PostgreSQL each waits for the user's row (`FOR UPDATE`); on SQLite the transaction holds the only
 * connection, so no lock is needed.
 */
export function inUserTransaction<T>(db: Db, kind: DatabaseKind, userId: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (kind === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    return work(trx);
  });
}

export interface ActiveSessionUser {
  id: string;
  name: string;
  email: string;
  timezone: string;
  /** users.data_version (a string on PostgreSQL, where it is a bigint). */
  data_version: number | string;
}

/**
 * The user behind a live login: every signed-in request makes this check, so it is one query with its login (the
 * users row is read here, with the table's other queries) and compiled once (db/prepared-query.ts), not per request.
 */
export const activeSessionUser = preparedQuery(['sessionId', 'userId', 'now'], (db, { sessionId, userId, now }) =>
  db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.timezone', 'u.data_version'])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now),
);

/** The session's user, or undefined when the session is revoked, expired or unknown. */
export async function findActiveSessionUser(db: DbOrTx, sessionId: string, userId: string, now: string): Promise<ActiveSessionUser | undefined> {
  return activeSessionUser.executeTakeFirst(db, { sessionId, userId, now });
}
