/**
 * SQLite survives a crash: a server killed with SIGKILL in the middle of a stream of writes loses no write
 * it acknowledged, keeps each write whole (a dose and the supply it took), and leaves an intact file.
 */
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { HTTP_APP_URL, signedInOverHttp, type HttpUser } from './support/http-user.js';
import { exitWithin, mainIsBuilt, scratchDir, spawnServer } from './support/server-process.js';

const INITIAL_SUPPLY = 50_000;
const WRITERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 150;

async function doseIdsOnServer(me: HttpUser, origin: string, supplementId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const response = await me.call(origin, 'GET', `/api/supplement-doses/${supplementId}/history?days=7&limit=100&page=${page}`);
    expect(response.status).toBe(200);
    const body = response.body as { doses: Array<{ id: string }>; pagination: { pages: number } };
    for (const dose of body.doses) ids.add(dose.id);
    if (page >= body.pagination.pages) return ids;
  }
}

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

    const acknowledged: string[] = [];
    let killing = false;
    let reachedTarget: () => void = () => undefined;
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));
    const writer = async (): Promise<void> => {
      while (!killing) {
        let response;
        try {
          response = await me.call(first.origin, 'POST', '/api/supplement-doses', { supplementId, notes: 'written while the server dies' });
        } catch (error) {
          if (killing) return; // the connection died with the server: this write was never acknowledged
          throw error;
        }
        expect(response.status).toBe(201);
        acknowledged.push((response.body as { dose: { id: string } }).dose.id);
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) reachedTarget();
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await Promise.race([target, Promise.all(writers)]);
    killing = true;
    first.kill('SIGKILL');
    await Promise.all(writers);
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
