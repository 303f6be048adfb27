/**
 * Operating SQLite (docs/operations.md): `npm run backup` copies the database consistently while the server takes
 * writes, and `npm run restore` puts a checked backup in place of a stopped server's database.
 */
import { copyFileSync, existsSync, openSync, readFileSync, statSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { doseIdsOnServer, startDoseWriters } from './support/dose-writers.js';
import { HTTP_APP_URL, signedInOverHttp, type HttpUser } from './support/http-user.js';
import { exitWithin, mainIsBuilt, runOpsCommand, scratchDir, spawnServer, type ServerProcess } from './support/server-process.js';

function serverEnv(dir: string, file: string): Record<string, string> {
  return { DATABASE_URL: `file:${file}`, APP_URL: HTTP_APP_URL, MAIL_OUTBOX_DIR: join(dir, 'outbox') };
}

async function startWithUser(dir: string, file: string): Promise<{ server: ServerProcess; me: HttpUser; supplementId: string }> {
  const server = await spawnServer(serverEnv(dir, file), dir);
  onTestFinished(() => server.kill('SIGKILL'));
  const me = await signedInOverHttp(server.origin, join(dir, 'outbox'));
  const created = await me.call(server.origin, 'POST', '/api/supplements', { name: 'Vitamin D3', remainingSupply: 50_000 });
  expect(created.status).toBe(201);
  return { server, me, supplementId: (created.body as { id: string }).id };
}

function doseIdsInFile(file: string): { integrity: unknown; ids: Set<string> } {
  const sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    const ids = new Set((sqlite.prepare('SELECT id FROM doses').all() as Array<{ id: string }>).map((row) => row.id));
    return { integrity, ids };
  } finally {
    sqlite.close();
  }
}

describe.runIf(mainIsBuilt)('backup and restore of SQLite', () => {
  it('backs up while the server takes writes, and the restored copy serves the data through the API', async () => {
    const dir = scratchDir('backup');
    const file = join(dir, 'wellness.db');
    const { server, me, supplementId } = await startWithUser(dir, file);
    const writers = startDoseWriters(me, server.origin, supplementId, 4);
    await writers.whenAcknowledged(50);
    const acknowledgedBefore = [...writers.acknowledged];

    const target = join(dir, 'backups', 'during-writes.db');
    const backup = await runOpsCommand('backup-command', [target], { DATABASE_URL: `file:${file}` }, dir);
    const acknowledgedByEnd = writers.acknowledged.length;
    await writers.stop();
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(`Backed up ${file} to ${target}`);
    // The server kept answering writes while the backup ran.
    expect(acknowledgedByEnd).toBeGreaterThan(acknowledgedBefore.length);

    const copy = doseIdsInFile(target);
    expect(copy.integrity).toBe('ok');
    expect(acknowledgedBefore.filter((id) => !copy.ids.has(id))).toEqual([]);

    const fresh = scratchDir('restore');
    const freshFile = join(fresh, 'data', 'wellness.db');
    const restore = await runOpsCommand('restore-command', [target], { DATABASE_URL: `file:${freshFile}` }, fresh);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toContain(`Restored ${target} to ${freshFile}`);

    const restored = await spawnServer(serverEnv(fresh, freshFile), fresh);
    onTestFinished(() => restored.kill('SIGKILL'));
    await me.signIn(restored.origin);
    const served = await doseIdsOnServer(me, restored.origin, supplementId);
    expect(served).toEqual(copy.ids);
    restored.kill('SIGTERM');
    expect(await exitWithin(restored, 10_000)).toEqual({ code: 0, signal: null });
  });

  it('writes to ./data/backups/wellness-<UTC time>.db when given no file', async () => {
    const dir = scratchDir('backup-default');
    const file = join(dir, 'data', 'wellness.db');
    const { server } = await startWithUser(dir, file);
    const backup = await runOpsCommand('backup-command', [], { DATABASE_URL: 'file:./data/wellness.db' }, dir);
    expect(backup.code).toBe(0);
    const written = /to (\S+wellness-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.db) /.exec(backup.stdout)?.[1];
    expect(written?.startsWith(join(dir, 'data', 'backups'))).toBe(true);
    expect(doseIdsInFile(written ?? '').integrity).toBe('ok');
    server.kill('SIGTERM');
    await exitWithin(server, 10_000);
  });

  it('refuses to restore over a database a running server has open, and leaves it untouched', async () => {
    const dir = scratchDir('restore-busy');
    const file = join(dir, 'wellness.db');
    const { server, me, supplementId } = await startWithUser(dir, file);
    const target = join(dir, 'copy.db');
    expect((await runOpsCommand('backup-command', [target], { DATABASE_URL: `file:${file}` }, dir)).code).toBe(0);
    expect((await me.call(server.origin, 'POST', '/api/supplement-doses', { supplementId })).status).toBe(201);

    const restore = await runOpsCommand('restore-command', [target], { DATABASE_URL: `file:${file}` }, dir);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('is in use (a server has it open). Stop the server first');
    expect(restore.stderr).not.toMatch(/at .*\.js:\d+/);
    expect((await doseIdsOnServer(me, server.origin, supplementId)).size).toBe(1);

    // Stopped, the same restore goes through and keeps the database it replaced.
    server.kill('SIGTERM');
    await exitWithin(server, 10_000);
    const retried = await runOpsCommand('restore-command', [target], { DATABASE_URL: `file:${file}` }, dir);
    expect(retried.code).toBe(0);
    const kept = /kept at (\S+)\./.exec(retried.stdout)?.[1] ?? '';
    expect(doseIdsInFile(kept).ids.size).toBe(1);
    expect(doseIdsInFile(file).ids.size).toBe(0);
  });

  it('refuses a backup that fails its integrity check, and leaves the database untouched', async () => {
    const dir = scratchDir('restore-corrupt');
    const file = join(dir, 'wellness.db');
    const { server } = await startWithUser(dir, file);
    const good = join(dir, 'good.db');
    expect((await runOpsCommand('backup-command', [good], { DATABASE_URL: `file:${file}` }, dir)).code).toBe(0);
    server.kill('SIGTERM');
    await exitWithin(server, 10_000);

    const damaged = join(dir, 'damaged.db');
    copyFileSync(good, damaged);
    const pageSize = readFileSync(damaged).readUInt16BE(16);
    const fd = openSync(damaged, 'r+');
    // Scribble over the second half of the file, past the schema page.
    const size = statSync(damaged).size;
    writeSync(fd, Buffer.alloc(Math.floor(size / 2), 0x5a), 0, Math.floor(size / 2), Math.max(pageSize * 2, Math.floor(size / 2)));
    closeSync(fd);
    const before = readFileSync(file);

    const restore = await runOpsCommand('restore-command', [damaged], { DATABASE_URL: `file:${file}` }, dir);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/damaged\.db (failed its integrity check|is not a usable database)/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}.restoring`)).toBe(false);
  });

  it('refuses PostgreSQL clearly, pointing to pg_dump and pg_restore', async () => {
    const dir = scratchDir('backup-pg');
    const env = { DATABASE_URL: 'postgres://someone:secret@127.0.0.1:5432/wellness' };
    const backup = await runOpsCommand('backup-command', [], env, dir);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('DATABASE_URL names PostgreSQL');
    expect(backup.stderr).toContain('pg_dump --format=custom');
    const restore = await runOpsCommand('restore-command', ['x.dump'], env, dir);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore');
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });
});
