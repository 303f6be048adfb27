/**
 * A version of each user's data (issue 35): `users.data_version` moves on in the same transaction as any change to
 * the user's own rows, made by the database itself (triggers), so every path that writes (forms, import, sync, push
 * and mail actions, the scheduler, another server process) moves it without knowing about it. The read cache
 * (http/read-cache.ts) keeps an answer only for the version it was computed at, and every signed-in request reads the
 * version with its session check, so a kept answer is never served once the data under it has changed.
 *
 * - SQLite: a row trigger per table adds one to the owner's version (SQLite has one writer, so no lock order).
 * - PostgreSQL: a deferred constraint trigger per row, run at commit after every other lock the transaction took (an
 *   immediate one would lock the users row in the middle of a transaction and could deadlock two writers of the same
 *   user), moving the version once per transaction (`data_version_tx`), so a 10,000-row import is one new users row.
 * - A change to the users row itself (settings, time zone) moves it too.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Tables whose rows carry their owner in `user_id`. */
export const VERSIONED_TABLES = [
  'substances',
  'substance_dose_changes',
  'custom_supplement_names',
  'doses',
  'focus_sessions',
  'focus_aids',
  'focus_aid_visibility',
  'entries',
  'custom_conditions',
  'user_conditions',
  'goals',
  'user_preferences',
  'research_reads',
  'research_bookmarks',
  'schedules',
  'experiments',
  'experiment_versions',
  'occurrence_marks',
  'reminder_alerts',
  'calendar_tokens',
  'factors',
  'factor_values',
  'mood_tags',
] as const;

/** Tables whose rows belong to a parent row: the owner is the parent's. */
export const VERSIONED_CHILD_TABLES = [
  { table: 'substance_ingredients', key: 'substance_id', parent: 'substances' },
  { table: 'entry_supplements', key: 'entry_id', parent: 'entries' },
  { table: 'entry_focus_aids', key: 'entry_id', parent: 'entries' },
] as const;

/**
 * Tables with a user_id that no answer of the read cache depends on: logins, tokens, mail and push delivery state.
 * Their writes (a refresh every few minutes, a delivery attempt) would otherwise throw kept answers away for nothing.
 */
export const UNVERSIONED_TABLES = ['email_tokens', 'mail_outbox', 'auth_sessions', 'push_subscriptions'] as const;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

function ownerOf(row: 'NEW' | 'OLD', child?: (typeof VERSIONED_CHILD_TABLES)[number]): string {
  return child ? `(select user_id from ${child.parent} where id = ${row}.${child.key})` : `${row}.user_id`;
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  const bump = (owner: string) => `update users set data_version = data_version + 1 where id = ${owner};`;
  // An update moves its row's owner, and the old one too should the owner ever change: one statement either way.
  const bumpBoth = (child?: (typeof VERSIONED_CHILD_TABLES)[number]) =>
    `update users set data_version = data_version + 1 where id in (${ownerOf('NEW', child)}, ${ownerOf('OLD', child)});`;
  const tables = [...VERSIONED_TABLES.map((table) => ({ table, child: undefined })), ...VERSIONED_CHILD_TABLES.map((child) => ({ table: child.table, child }))];
  for (const { table, child } of tables) {
    await sql.raw(`create trigger ${table}_version_insert after insert on ${table} begin ${bump(ownerOf('NEW', child))} end`).execute(db);
    await sql.raw(`create trigger ${table}_version_update after update on ${table} begin ${bumpBoth(child)} end`).execute(db);
    await sql.raw(`create trigger ${table}_version_delete after delete on ${table} begin ${bump(ownerOf('OLD', child))} end`).execute(db);
  }
  // The users row's own changes; not the version's (the guard), so the triggers above do not count twice.
  await sql
    .raw(
      `create trigger users_version_update after update on users when new.data_version = old.data_version begin update users set data_version = data_version + 1 where id = new.id; end`,
    )
    .execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function bump_data_version(owner text) returns void language sql as $$
        update users set data_version = data_version + 1, data_version_tx = txid_current()
        where id = owner and data_version_tx is distinct from txid_current()
      $$`,
    )
    .execute(db);
  const tables = [...VERSIONED_TABLES.map((table) => ({ table, child: undefined })), ...VERSIONED_CHILD_TABLES.map((child) => ({ table: child.table, child }))];
  for (const { table, child } of tables) {
    await sql
      .raw(
        `create function ${table}_version() returns trigger language plpgsql as $$
          begin
            if tg_op <> 'DELETE' then perform bump_data_version(${ownerOf('NEW', child)}); end if;
            if tg_op <> 'INSERT' then perform bump_data_version(${ownerOf('OLD', child)}); end if;
            return null;
          end
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create constraint trigger ${table}_version after insert or update or delete on ${table}
          deferrable initially deferred for each row execute function ${table}_version()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create function users_version() returns trigger language plpgsql as $$
        begin
          if new.data_version = old.data_version then
            new.data_version := old.data_version + 1;
            new.data_version_tx := txid_current();
          end if;
          return new;
        end
      $$`,
    )
    .execute(db);
  await sql.raw(`create trigger users_version before update on users for each row execute function users_version()`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('data_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The transaction that last moved the version, so PostgreSQL moves it once per transaction; unused (null) on SQLite,
  // kept there too so both databases have the same columns.
  await db.schema.alterTable('users').addColumn('data_version_tx', 'bigint').execute();
  if (isPostgres(db)) await postgresUp(db);
  else await sqliteUp(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [...VERSIONED_TABLES, ...VERSIONED_CHILD_TABLES.map((child) => child.table)];
  if (isPostgres(db)) {
    await sql.raw(`drop trigger users_version on users`).execute(db);
    await sql.raw(`drop function users_version()`).execute(db);
    for (const table of tables) {
      await sql.raw(`drop trigger ${table}_version on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_version()`).execute(db);
    }
    await sql.raw(`drop function bump_data_version(text)`).execute(db);
  } else {
    await sql.raw(`drop trigger users_version_update`).execute(db);
    for (const table of tables) for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger ${table}_version_${op}`).execute(db);
  }
  await db.schema.alterTable('users').dropColumn('data_version_tx').execute();
  await db.schema.alterTable('users').dropColumn('data_version').execute();
}
