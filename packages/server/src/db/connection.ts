/**
 * Opens the database named by the configuration: embedded SQLite (better-sqlite3) or PostgreSQL (pg).
 * SQLite is tuned for health data: WAL, synchronous=FULL, foreign keys, and a busy timeout.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database, Db } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type DatabaseKind = Config['database']['kind'];

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
}

/** SQLite does run DDL inside transactions; Kysely's adapter just does not claim it, so migrations would run bare. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

export const SQLITE_BUSY_TIMEOUT_MS = 10_000;

export function openDatabase(settings: Config['database']): DatabaseHandle {
  if (settings.kind === 'sqlite') {
    if (settings.path !== ':memory:') mkdirSync(dirname(settings.path), { recursive: true });
    const sqlite = new BetterSqlite3(settings.path, { timeout: SQLITE_BUSY_TIMEOUT_MS });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    return { kind: 'sqlite', db: new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }) }) };
  }
  const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
  return { kind: 'postgres', db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
}
