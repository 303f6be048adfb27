/**
 * Each substance's dose history through the API on each database (issue 33): a row when a substance is created and
 * when an edit changes its dosage or unit (one per local day, in the user's zone), the shared read's periods, and the
 * history's way through export, clear, import (ids of another account remapped, old files given a start) and the
 * migration that gave existing substances their first row.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackupSubstance, Substance } from '@wellness/contract';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { ManualClock } from '../src/lib/clock.js';
import type { Owner } from '../src/lib/owner.js';
import { readDosePeriods } from '../src/reads/dose-periods/read-dose-periods.js';
import { backupFile, doseChangeRecord, substanceRecord } from './support/backup-records.js';
import { describeEachDatabase } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** 23:30 UTC on 20 November is already 21 November in Auckland (UTC+13), the users' zone. */
const NOW = new Date('2026-11-20T23:30:00.000Z');
const ZONE = 'Pacific/Auckland';
const DAY_MS = 86_400_000;
const ALL = { from: '2000-01-01', to: '2099-12-31' };

describeEachDatabase('dose periods', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock: new ManualClock(NOW) });
  });
  afterAll(() => app.close());

  const user = () => signedInUser(app, { timezone: ZONE });
  async function ownerOf(me: SignedIn): Promise<Owner> {
    const row = await app.db.selectFrom('users').select(['id', 'timezone']).where('email', '=', me.user.email).executeTakeFirstOrThrow();
    return { id: row.id, timezone: row.timezone };
  }
  const historyRows = (substanceId: string) =>
    app.db.selectFrom('substance_dose_changes').select(['local_day', 'dosage', 'unit']).where('substance_id', '=', substanceId).orderBy('local_day').execute();

  async function create(me: SignedIn, path: string, body: Record<string, unknown>): Promise<Substance> {
    const response = await me.call('POST', path, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Substance>();
  }

  it('records the dose a substance is created with and each day it changes, one row per local day', async () => {
    app.clock.set(NOW);
    const me = await user();
    const made = await create(me, '/api/prescriptions', { name: 'Methylphenidate', dosage: 10, unit: 'mg' });
    expect(await historyRows(made.id)).toEqual([{ local_day: '2026-11-21', dosage: 10, unit: 'mg' }]);

    // An edit that leaves the dose alone adds nothing; two changes the same day leave the day's last one.
    const put = (body: Record<string, unknown>) => me.call('PUT', `/api/prescriptions/${made.id}`, { name: 'Methylphenidate', ...body });
    expect((await put({ dosage: 10, unit: 'mg', notes: 'with breakfast' })).statusCode).toBe(200);
    expect((await put({ dosage: 15, unit: 'mg' })).statusCode).toBe(200);
    expect((await put({ dosage: 20, unit: 'mg' })).statusCode).toBe(200);
    expect(await historyRows(made.id)).toEqual([{ local_day: '2026-11-21', dosage: 20, unit: 'mg' }]);

    app.clock.advance(3 * DAY_MS);
    await me.refresh();
    expect((await put({ dosage: 20, unit: 'mcg' })).statusCode).toBe(200);
    app.clock.advance(DAY_MS);
    await me.refresh();
    expect((await put({ dosage: null, unit: null })).statusCode).toBe(200);
    expect(await historyRows(made.id)).toEqual([
      { local_day: '2026-11-21', dosage: 20, unit: 'mg' },
      { local_day: '2026-11-24', dosage: 20, unit: 'mcg' },
      { local_day: '2026-11-25', dosage: null, unit: null },
    ]);

    const owner = await ownerOf(me);
    expect(await readDosePeriods(app.db, owner, ALL)).toEqual([
      {
        substanceId: made.id,
        name: 'Methylphenidate',
        substanceType: 'PRESCRIPTION',
        periods: [
          { from: '2026-11-21', to: '2026-11-23', dosage: 20, unit: 'mg' },
          { from: '2026-11-24', to: '2026-11-24', dosage: 20, unit: 'mcg' },
          { from: '2026-11-25', to: null, dosage: null, unit: null },
        ],
      },
    ]);
    expect((await readDosePeriods(app.db, owner, { from: '2026-11-24', to: '2026-11-24' }))[0]?.periods).toEqual([
      { from: '2026-11-24', to: '2026-11-24', dosage: 20, unit: 'mcg' },
    ]);
    expect(await readDosePeriods(app.db, owner, { from: '2026-01-01', to: '2026-11-20' })).toEqual([]);
    // A refused edit (another user's substance) writes no history for it.
    const other = await user();
    expect((await other.call('PUT', `/api/prescriptions/${made.id}`, { name: 'Stolen', dosage: 99, unit: 'mg' })).statusCode).toBe(404);
    expect(await readDosePeriods(app.db, await ownerOf(other), ALL)).toEqual([]);
    expect(await historyRows(made.id)).toHaveLength(3);
  });

  it('reads every substance of the user, in name order, and none of another user', async () => {
    app.clock.set(NOW);
    const me = await user();
    const other = await user();
    await create(me, '/api/supplements', { name: 'Zinc', dosage: 15, unit: 'mg' });
    await create(me, '/api/otc-medications', { name: 'Ibuprofen', dosage: 200, unit: 'mg' });
    await create(other, '/api/supplements', { name: 'Iron', dosage: 18, unit: 'mg' });
    const histories = await readDosePeriods(app.db, await ownerOf(me), ALL);
    expect(histories.map((h) => [h.name, h.substanceType, h.periods])).toEqual([
      ['Ibuprofen', 'OTC_MEDICATION', [{ from: '2026-11-21', to: null, dosage: 200, unit: 'mg' }]],
      ['Zinc', 'SUPPLEMENT', [{ from: '2026-11-21', to: null, dosage: 15, unit: 'mg' }]],
    ]);
  });

  it('carries the history through export, clear and import, and starts one for a substance from an older file', async () => {
    app.clock.set(NOW);
    const me = await user();
    const made = await create(me, '/api/supplements', { name: 'Magnesium', dosage: 100, unit: 'mg' });
    app.clock.advance(2 * DAY_MS);
    await me.refresh();
    expect((await me.call('PUT', `/api/supplements/${made.id}`, { name: 'Magnesium', dosage: 200, unit: 'mg' })).statusCode).toBe(200);
    const owner = await ownerOf(me);
    const before = await readDosePeriods(app.db, owner, ALL);

    const exported = await me.call('POST', '/api/settings/export', { format: 'json', dateRange: '7days' });
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json<{ data: { substances: BackupSubstance[] } }>();
    expect(file.data.substances[0]?.doseHistory?.map((c) => [c.date, c.dosage])).toEqual([
      ['2026-11-21', 100],
      ['2026-11-23', 200],
    ]);

    expect((await me.call('POST', '/api/settings/clear-data', { confirmation: 'DELETE_ALL_DATA' })).statusCode).toBe(200);
    expect(await app.db.selectFrom('substance_dose_changes').select('id').where('user_id', '=', owner.id).execute()).toEqual([]);

    const imported = await me.call('POST', '/api/settings/import', file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await readDosePeriods(app.db, owner, ALL)).toEqual(before);

    // Another account restoring the same file: the ids are taken, so its rows get their own; the first user's stay.
    const other = await user();
    expect((await other.call('POST', '/api/settings/import', file)).statusCode).toBe(200);
    expect((await other.call('POST', '/api/settings/import', file)).statusCode).toBe(200);
    const otherOwner = await ownerOf(other);
    const otherHistories = await readDosePeriods(app.db, otherOwner, ALL);
    expect(otherHistories.map((h) => h.periods)).toEqual(before.map((h) => h.periods));
    expect(await app.db.selectFrom('substance_dose_changes').select('id').where('user_id', '=', otherOwner.id).execute()).toHaveLength(2);
    expect(await readDosePeriods(app.db, owner, ALL)).toEqual(before);

    // A file from before the history (and other trackers' imports): the substance starts on its creation day, in
    // this user's zone, with the dose it has. 2026-10-01T20:00Z is already 2 October in Auckland.
    const old = { ...substanceRecord('old-file-substance', [], 'Vitamin D'), dosage: 1000, unit: 'IU', createdAt: '2026-10-01T20:00:00.000Z' };
    expect((await me.call('POST', '/api/settings/import', backupFile({ substances: [old] }))).statusCode).toBe(200);
    const vitaminD = (await readDosePeriods(app.db, owner, ALL)).find((h) => h.name === 'Vitamin D');
    expect(vitaminD?.periods).toEqual([{ from: '2026-10-02', to: null, dosage: 1000, unit: 'IU' }]);
  });

  it('refuses a history with two rows on one day or a dosage the form would refuse', async () => {
    const me = await user();
    const twice = { ...substanceRecord('twice-a-day'), doseHistory: [doseChangeRecord('dc-1'), doseChangeRecord('dc-2')] };
    const refused = await me.call('POST', '/api/settings/import', backupFile({ substances: [twice] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toContain('data.substances.0.doseHistory.1.date');
    const negative = { ...substanceRecord('negative-dose'), doseHistory: [doseChangeRecord('dc-3', '2026-10-01', -5)] };
    const refusedNegative = await me.call('POST', '/api/settings/import', backupFile({ substances: [negative] }));
    expect(refusedNegative.statusCode).toBe(400);
    expect(refusedNegative.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toContain('data.substances.0.doseHistory.0.dosage');
  });

  it('gives each substance already stored a first row on its creation day in its owner zone, when migrating', async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0022')));
      await sql`insert into users (id, name, email, password_hash, timezone, created_at, updated_at)
        values ('u1', 'U', 'u1@example.test', 'x', 'Pacific/Auckland', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(fresh.db);
      await sql`insert into substances (id, user_id, substance_type, name, dosage, unit, created_at, updated_at)
        values ('s1', 'u1', 'PRESCRIPTION', 'Atomoxetine', 40, 'mg', '2026-03-01T12:00:00.000Z', '2026-05-01T00:00:00.000Z'),
               ('s2', 'u1', 'SUPPLEMENT', 'Fish oil', null, null, '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z')`.execute(fresh.db);
      expect(await migrateToLatest(fresh.db)).toContain('0022-substance-dose-changes');
      const rows = await fresh.db
        .selectFrom('substance_dose_changes')
        .select(['substance_id', 'user_id', 'local_day', 'dosage', 'unit', 'recorded_at'])
        .orderBy('substance_id')
        .execute();
      expect(rows).toEqual([
        { substance_id: 's1', user_id: 'u1', local_day: '2026-03-02', dosage: 40, unit: 'mg', recorded_at: '2026-03-01T12:00:00.000Z' },
        { substance_id: 's2', user_id: 'u1', local_day: '2026-03-01', dosage: null, unit: null, recorded_at: '2026-03-01T10:00:00.000Z' },
      ]);
    } finally {
      await fresh.dispose();
    }
  });
});
