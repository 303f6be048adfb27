/**
 * Opens the database named by the configuration: embedded SQLite (better-sqlite3) or PostgreSQL (pg).
 * SQLite is tuned for health data: WAL, synchronous=FULL, foreign keys, and a busy timeout; its folder is 0700 and
 * its files 0600 (`lib/private-files.ts`).
 */
import { closeSync, existsSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type CompiledQuery, type DialectAdapter, type KyselyConfig } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Database, Db } from './schema.js';
import { withNamedStatements } from './named-statements.js';
import { withStatementCache } from './statement-cache.js';
import { ensurePrivateDirectory, makeFilePrivate, PRIVATE_FILE_MODE } from '../lib/private-files.js';

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

/**
 * pg (with its pool, protocol and type parsers) is read only when the database is PostgreSQL: a SQLite server would
 * spend a tenth of a second of its start and a few MB of heap on it (issue 35). It is CommonJS, so it loads in step.
 */
const requirePg = () => createRequire(import.meta.url)('pg') as typeof pg;

/** The files SQLite keeps beside the database: the write-ahead log, its shared-memory index, a rollback journal. */
const SQLITE_SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/**
 * The database file is created 0600 before SQLite opens it: SQLite gives the side files it creates later the mode of
 * the database file, so they are born private too. Files left by an older version are narrowed at each start.
 */
function prepareSqliteFiles(path: string): void {
  ensurePrivateDirectory(dirname(path));
  if (!existsSync(path)) closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  makeFilePrivate(path);
}

export interface OpenOptions {
  /** Sees each statement as it completes (SQL and parameters); the ratio benchmark's PostgreSQL twin replays them. */
  onQuery?: (query: CompiledQuery) => void;
}

/** Kysely's `log` hook, only when asked: with no `log` Kysely adds nothing around a connection's queries. */
function logOption(options: OpenOptions): Pick<KyselyConfig, 'log'> {
  const { onQuery } = options;
  if (!onQuery) return {};
  return {
    log: (event) => {
      if (event.level === 'query') onQuery(event.query);
    },
  };
}

export function openDatabase(settings: Config['database'], options: OpenOptions = {}): DatabaseHandle {
  if (settings.kind === 'sqlite') {
    const onDisk = settings.path !== ':memory:';
    if (onDisk) prepareSqliteFiles(settings.path);
    const sqlite = new BetterSqlite3(settings.path, { timeout: SQLITE_BUSY_TIMEOUT_MS });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    if (onDisk) for (const suffix of SQLITE_SIDE_FILES) makeFilePrivate(`${settings.path}${suffix}`);
    return {
      kind: 'sqlite',
      db: new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }), ...logOption(options) }),
    };
  }
  const pool = new (requirePg().Pool)({ connectionString: settings.url, max: 10 });
  return { kind: 'postgres', db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), ...logOption(options) }) };
}
