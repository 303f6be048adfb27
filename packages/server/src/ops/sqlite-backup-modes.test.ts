import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { backupSqlite, restoreSqlite } from './sqlite-backup.js';

const modeOf = (path: string) => statSync(path).mode & 0o7777;

let root: string;
let umask: number;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'wellness-backup-modes-'));
  umask = process.umask(0);
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

it('writes a backup 0600 in a folder it creates 0700, and restores a database 0600, even with a permissive umask', async () => {
  const live = join(root, 'data', 'wellness.db');
  const { db } = openDatabase({ kind: 'sqlite', path: live });
  await migrateToLatest(db);
  await db.destroy();

  const backup = join(root, 'backups', 'nightly', 'wellness-backup.db');
  await backupSqlite(live, backup);
  expect(modeOf(backup)).toBe(0o600);
  expect(modeOf(join(root, 'backups'))).toBe(0o700);
  expect(modeOf(join(root, 'backups', 'nightly'))).toBe(0o700);

  const restored = join(root, 'elsewhere', 'wellness.db');
  restoreSqlite(backup, restored, new Date('2026-11-28T00:00:00Z'));
  expect(modeOf(restored)).toBe(0o600);
  expect(modeOf(join(root, 'elsewhere'))).toBe(0o700);
});
