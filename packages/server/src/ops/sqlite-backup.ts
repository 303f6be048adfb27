/**
 * Online backup and offline restore of the SQLite database. A backup uses SQLite's online backup API, so it is a
 * consistent snapshot even while the server writes; a restore replaces the file only when no server has it open.
 */
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync } from 'node:fs';
import { makeFilePrivate, PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SQLITE_BUSY_TIMEOUT_MS } from '../db/connection.js';

export class OperationRefused extends Error {
  override name = 'OperationRefused';
}

/** File-name friendly UTC time, e.g. 2026-11-23T16-50-00Z, sorting in time order. */
export function fileTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

/** The problems `PRAGMA integrity_check` reports; empty when the file is sound. */
function integrityProblems(sqlite: BetterSqlite3.Database): string[] {
  const rows = sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>;
  const messages = rows.map((row) => row.integrity_check);
  return messages.length === 1 && messages[0] === 'ok' ? [] : messages;
}

export interface BackupResult {
  pages: number;
}

/** Copies the live database at `source` to the new file `target` (refusing to overwrite one) and checks the copy. */
export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  if (!existsSync(source)) throw new OperationRefused(`There is no database at ${source} (check DATABASE_URL).`);
  if (existsSync(target)) throw new OperationRefused(`${target} already exists; choose a new file name.`);
  // A backup is the whole database: a folder made for it is private, and the file is 0600 before any page is in it.
  mkdirSync(dirname(target), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  closeSync(openSync(target, 'wx', PRIVATE_FILE_MODE));
  makeFilePrivate(target);
  const sqlite = new BetterSqlite3(source, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
  let pages: number;
  try {
    // All pages in one step: one read transaction gives the snapshot, and WAL lets the server keep writing
    // meanwhile. Small steps would restart whenever the server commits, and might never finish under load.
    const result = await sqlite.backup(target, { progress: () => 0x7fffffff });
    pages = result.totalPages;
  } finally {
    sqlite.close();
  }
  const copy = new BetterSqlite3(target, { readonly: true, fileMustExist: true });
  try {
    const problems = integrityProblems(copy);
    if (problems.length > 0) throw new Error(`The backup at ${target} failed its integrity check: ${problems.join('; ')}`);
  } finally {
    copy.close();
  }
  return { pages };
}

/** Refuses a file that is not a sound database of this application. */
export function checkBackupFile(file: string): void {
  if (!existsSync(file)) throw new OperationRefused(`There is no backup at ${file}.`);
  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new OperationRefused(`${file} cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    const problems = integrityProblems(sqlite);
    if (problems.length > 0) throw new OperationRefused(`${file} failed its integrity check, so it was not restored: ${problems.join('; ')}`);
    const tables = (sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as Array<{ name: string }>).map((t) => t.name);
    if (!tables.includes('users') || !tables.includes('kysely_migration')) {
      throw new OperationRefused(`${file} is a SQLite database but not a Wellness Tracker one (no users or migration table).`);
    }
  } catch (error) {
    if (error instanceof OperationRefused) throw error;
    throw new OperationRefused(`${file} is not a usable database: ${(error as Error).message}`);
  } finally {
    sqlite.close();
  }
}

/**
 * Leaving WAL mode needs the only connection to the file, so it fails with SQLITE_BUSY while a server has the
 * database open, and otherwise folds any committed WAL content into the main file before it is moved aside.
 */
function takeOverIdleDatabase(target: string): void {
  const sqlite = new BetterSqlite3(target, { fileMustExist: true, timeout: 500 });
  try {
    sqlite.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new OperationRefused(`${target} is in use (a server has it open). Stop the server first, then restore.`);
    }
    throw error;
  } finally {
    sqlite.close();
  }
}

/** Makes renames in the folder durable, as SQLite itself does for its journal. */
function fsyncDirectory(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface RestoreResult {
  /** Where the database that was replaced now is, or null when there was none. */
  previous: string | null;
}

/** Puts a checked backup in place of the (idle) database at `target`, keeping the replaced one beside it. */
export function restoreSqlite(backup: string, target: string, now: Date): RestoreResult {
  checkBackupFile(backup);
  mkdirSync(dirname(target), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  if (existsSync(target)) takeOverIdleDatabase(target);
  for (const leftover of [`${target}-wal`, `${target}-shm`, `${target}-journal`]) {
    // A WAL beside the restored file would be replayed into it; after takeOverIdleDatabase there is none.
    if (existsSync(leftover))
      throw new OperationRefused(`${leftover} exists; it would be applied to the restored database. Remove it (server stopped) and try again.`);
  }
  let previous: string | null = null;
  if (existsSync(target)) {
    previous = `${target}.before-restore-${fileTimestamp(now)}`;
    renameSync(target, previous);
  }
  const incoming = `${target}.restoring`;
  copyFileSync(backup, incoming);
  // The copy takes the backup's mode, which may be wider than a live database's.
  makeFilePrivate(incoming);
  const fd = openSync(incoming, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(incoming, target);
  fsyncDirectory(dirname(target));
  return { previous };
}
