import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';

const modeOf = (path: string) => statSync(path).mode & 0o7777;

describe('SQLite file permissions', () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'wellness-modes-'));
    // The most permissive umask: whatever is created comes out exactly as the code asks.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  async function openWriteAndClose(path: string): Promise<Record<string, number>> {
    const { db } = openDatabase({ kind: 'sqlite', path });
    try {
      await sql`CREATE TABLE IF NOT EXISTS t (x INTEGER)`.execute(db);
      await sql`INSERT INTO t VALUES (1)`.execute(db);
      // While the connection is open, the write-ahead log and its index exist beside the database.
      return Object.fromEntries(['', '-wal', '-shm'].map((suffix) => [suffix || 'db', modeOf(`${path}${suffix}`)]));
    } finally {
      await db.destroy();
    }
  }

  it('creates the data folder 0700 (and missing parents) and the database, WAL and index files 0600', async () => {
    const folder = join(root, 'data', 'nested');
    const modes = await openWriteAndClose(join(folder, 'wellness.db'));
    expect(modes).toEqual({ db: 0o600, '-wal': 0o600, '-shm': 0o600 });
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(join(root, 'data'))).toBe(0o700);
  });

  it('narrows an existing folder and database left open by an older version', async () => {
    const folder = join(root, 'data');
    mkdirSync(folder, { mode: 0o755 });
    const path = join(folder, 'wellness.db');
    closeSync(openSync(path, 'a', 0o644));
    chmodSync(folder, 0o755);
    const modes = await openWriteAndClose(path);
    expect(modes).toEqual({ db: 0o600, '-wal': 0o600, '-shm': 0o600 });
    expect(modeOf(folder)).toBe(0o700);
  });

  it('leaves a shared folder (sticky, world-writable, like /tmp) as it is, the database still private', async () => {
    const shared = join(root, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    const modes = await openWriteAndClose(join(shared, 'wellness.db'));
    expect(modes.db).toBe(0o600);
    expect(modeOf(shared)).toBe(0o1777);
  });
});
