/**
 * SQLite survives a crash: a server killed with SIGKILL in the middle of a stream of writes loses no write
 * it acknowledged, keeps each write whole (a dose and the supply it took), and leaves an intact file.
 */
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { doseIdsOnServer, startDoseWriters } from './support/dose-writers.js';
import { HTTP_APP_URL, signedInOverHttp } from './support/http-user.js';
import { exitWithin, mainIsBuilt, scratchDir, spawnServer } from './support/server-process.js';

const INITIAL_SUPPLY = 50_000;
const WRITERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 150;

describe.runIf(mainIsBuilt)('SQLite after SIGKILL in the middle of writes', () => {
  it('keeps every acknowledged dose, each with the supply it took, and passes integrity_check', async () => {
    const dir = scratchDir('crash');
    const file = join(dir, 'wellness.db');
    const env = { DATABASE_URL: `file:${file}`, APP_URL: HTTP_APP_URL, MAIL_OUTBOX_DIR: join(dir, 'outbox') };
    const first = await spawnServer(env, dir);
    onTestFinished(() => first.kill('SIGKILL'));
    const me = await signedInOverHttp(first.origin, env.MAIL_OUTBOX_DIR);
    const created = await me.call(first.origin, 'POST', '/api/supplements', { name: 'Magnesium', remainingSupply: INITIAL_SUPPLY });
    expect(created.status).toBe(201);
    const supplementId = (created.body as { id: string }).id;

    const writers = startDoseWriters(me, first.origin, supplementId, WRITERS);
    await writers.whenAcknowledged(ACKNOWLEDGED_BEFORE_KILL);
    const stopping = writers.stop();
    first.kill('SIGKILL');
    await stopping;
    const acknowledged = writers.acknowledged;
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const second = await spawnServer(env, dir);
    onTestFinished(() => second.kill('SIGKILL'));
    // The access token issued before the crash still works: its login and the signing secret were committed.
    const stored = await doseIdsOnServer(me, second.origin, supplementId);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // Writes in flight at the kill are either whole or absent: every stored dose took exactly one unit.
    const supplement = await me.call(second.origin, 'GET', `/api/supplements/${supplementId}`);
    expect(supplement.body).toMatchObject({ remainingSupply: INITIAL_SUPPLY - stored.size, totalDoses: stored.size });
    second.kill('SIGTERM');
    expect(await exitWithin(second, 10_000)).toEqual({ code: 0, signal: null });

    const sqlite = new BetterSqlite3(file, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      sqlite.close();
    }
  });
});
