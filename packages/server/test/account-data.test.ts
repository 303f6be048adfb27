/**
 * Settings › Account & Data on both databases: the profile and regional settings, the e-mail change by
 * link, usage statistics, export → clear → import giving back every record exactly, a damaged import writing
 * nothing, another user's export holding none of this user's rows, CSV formula injection neutralised, clearing
 * every table of the schema (read from the database, so tables added later are covered) and deleting the account.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLEAR_DATA_CONFIRMATION, type BackupFile, type ImportResult, type Profile, type UsageStats } from '@wellness/contract';
import { ACCOUNT_TABLES, tablesWithUserId } from './support/schema-tables.js';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { latestTokenFor, mailsTo } from './support/outbox.js';
import { Client, createTestApp, signedInUser, signIn, uniqueEmail, type SignedIn, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-11-23T18:00:00.000Z');
const metrics = { overallRating: 7, focusLevel: 6, taskInitiation: 5, restlessness: 4, productivity: 8 };

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describeEachDatabase('account and data', (database) => {
  let app: TestApp;
  const clock = new ManualClock(NOW);
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  const ok = async (me: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) => {
    const response = await me.call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<{ id: string }>();
  };
  const userIdOf = async (me: SignedIn) =>
    (await app.db.selectFrom('users').select('id').where('email', '=', me.user.email.toLowerCase()).executeTakeFirstOrThrow()).id;

  /** A user with one record of every kind, linked the way the app links them. */
  async function seed(me: SignedIn, label: string, trackCatalog = true) {
    const supplement = await ok(me, 'POST', '/api/supplements', {
      name: `${label} Magnesium`,
      dosage: 200,
      unit: 'mg',
      notes: '=HYPERLINK("http://evil.test","click")',
      remainingSupply: 30,
      ingredients: [
        { name: 'Magnesium', amount: 200.125, unit: 'mg', form: 'glycinate', percentage: 48, standardized: false },
        { name: 'Glycine', amount: 0.5, unit: 'g' },
      ],
    });
    await ok(me, 'POST', '/api/prescriptions', { name: `${label} Sertraline`, dosage: 50, unit: 'mg', prescribedBy: 'Dr. Who' });
    await ok(me, 'POST', '/api/supplement-names/find-or-create', { name: `${label} Moonbeam`, category: 'other' });
    const aid = await ok(me, 'POST', '/api/focus-aids', { name: `${label} Brown noise`, icon: '🎧', category: 'audio' });
    const session = await ok(me, 'POST', '/api/focus-sessions/start', { sessionType: 'READING', plannedDuration: 25 });
    clock.advance(5 * 60_000);
    await ok(me, 'PATCH', `/api/focus-sessions/${session.id}/stop`, { productivity: 8 });
    await ok(me, 'POST', '/api/supplement-doses', { supplementId: supplement.id, dosage: 200, notes: '+1 cmd' });
    await ok(me, 'POST', '/api/entries', {
      type: 'REGULAR',
      ...metrics,
      energy: 6,
      notes: '@SUM(1,2) felt, "fine"\nsecond line',
      tags: ['Focused', 'Calm'],
      supplements: [{ supplementId: supplement.id, taken: true, timeOfDay: 'morning' }],
      focusAids: [{ focusAidId: aid.id }, { focusAidId: 'default-walk' }],
      sessionId: session.id,
    });
    const condition = await ok(me, 'POST', '/api/conditions/custom', { name: `${label} Tinnitus`, category: 'physical-health' });
    await ok(me, 'POST', '/api/user-conditions', { conditionId: condition.id, customMetrics: ['energy'], settings: { reminder: true } });
    if (trackCatalog) await ok(me, 'POST', '/api/user-conditions', { conditionId: 'adhd' });
    await ok(me, 'POST', '/api/goals', {
      name: `${label} calmer`,
      category: 'SYMPTOM_MANAGEMENT',
      metric: 'restlessness',
      targetValue: 3,
      targetType: 'DECREASE',
      conditionId: condition.id,
    });
    const prefs = await ok(me, 'GET', '/api/preferences');
    await ok(me, 'PUT', '/api/preferences', { ...prefs, theme: 'DARK', entryFrequency: 2 });
    clock.advance(60_000);
    return { supplement, aid, session, condition };
  }

  /** Every stored row of the user, table by table (children through their parents), without the owner's id. */
  async function snapshot(userId: string): Promise<Record<string, unknown[]>> {
    const out: Record<string, unknown[]> = {};
    const strip = (rows: Record<string, unknown>[]) =>
      rows
        .map(({ user_id: _owner, ...rest }) => ({ ...rest, ...('paused_ms' in rest ? { paused_ms: Number(rest['paused_ms']) } : {}) }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    for (const table of await tablesWithUserId(app.db, app.databaseKind)) {
      if (ACCOUNT_TABLES.includes(table)) continue;
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where user_id = ${userId}`.execute(app.db)).rows;
      // The preferences row's updated_at is when it was last saved (an import saves it); its content is what must match.
      out[table] = strip(table === 'user_preferences' ? rows.map((r) => ({ preferences: JSON.parse(String(r['preferences'])) as unknown })) : rows);
    }
    out['substance_ingredients'] = strip(
      await app.db
        .selectFrom('substance_ingredients')
        .selectAll('substance_ingredients')
        .innerJoin('substances', 'substances.id', 'substance_ingredients.substance_id')
        .where('substances.user_id', '=', userId)
        .execute(),
    );
    out['entry_supplements'] = strip(
      await app.db
        .selectFrom('entry_supplements')
        .selectAll('entry_supplements')
        .innerJoin('entries', 'entries.id', 'entry_supplements.entry_id')
        .where('entries.user_id', '=', userId)
        .execute(),
    );
    out['entry_focus_aids'] = strip(
      await app.db
        .selectFrom('entry_focus_aids')
        .selectAll('entry_focus_aids')
        .innerJoin('entries', 'entries.id', 'entry_focus_aids.entry_id')
        .where('entries.user_id', '=', userId)
        .execute(),
    );
    return out;
  }

  const exportAs = async (me: SignedIn, body: object) => {
    const response = await me.call('POST', '/api/settings/export', body);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('reads the profile with the defaults (US, USD, metric), saves name, zone and regional settings, and refuses an unknown zone', async () => {
    const me = await signedInUser(app, { timezone: 'America/Chicago' });
    const profile = await ok(me, 'GET', '/api/settings/profile');
    expect(profile).toEqual({
      name: 'Test Person',
      email: me.user.email.toLowerCase(),
      pendingEmail: null,
      timezone: 'America/Chicago',
      memberSince: NOW.toISOString(),
      subscription: { tier: 'Free' },
      preferences: { regional: { country: 'US', market: 'US', currency: 'USD', dateFormat: 'US', timeFormat: '12h', measurementUnits: 'metric' } },
    } satisfies Profile);
    const regional = { country: 'CA', market: 'CA', currency: 'CAD', dateFormat: 'ISO', measurementUnits: 'imperial' };
    const saved = await ok(me, 'PUT', '/api/settings/profile', { name: 'Renamed', email: me.user.email, timezone: 'Europe/Berlin', preferences: { regional } });
    expect(saved).toMatchObject({ name: 'Renamed', timezone: 'Europe/Berlin', preferences: { regional } });
    expect(await ok(me, 'GET', '/api/settings/profile')).toMatchObject({ name: 'Renamed', timezone: 'Europe/Berlin', preferences: { regional } });
    const bad = await me.call('PUT', '/api/settings/profile', { name: 'X', email: me.user.email, timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ path: 'timezone', message: 'Unknown time zone' }] });
    const badCountry = await me.call('PUT', '/api/settings/profile', {
      name: 'X',
      email: me.user.email,
      timezone: 'UTC',
      preferences: { regional: { ...regional, country: 'ZZ' } },
    });
    expect(badCountry.statusCode).toBe(400);
    expect(await ok(me, 'GET', '/api/settings/profile')).toMatchObject({ name: 'Renamed', timezone: 'Europe/Berlin' });
  });

  it('changes the e-mail only after the link mailed to the new address is followed, and tells the old address', async () => {
    const me = await signedInUser(app);
    const oldEmail = me.user.email.toLowerCase();
    const newEmail = uniqueEmail('moved');
    const pending = await ok(me, 'PUT', '/api/settings/profile', { name: 'Test Person', email: newEmail, timezone: 'UTC', currentPassword: me.user.password });
    expect(pending).toMatchObject({ email: oldEmail, pendingEmail: newEmail });
    const notice = await mailsTo(app.outboxDir, oldEmail);
    expect(notice.some((m) => m.text.includes(newEmail))).toBe(true);
    const token = await latestTokenFor(app.outboxDir, newEmail, '/confirm-email-change');
    const client = new Client(app);
    expect((await client.post('/api/auth/confirm-email-change', { token })).statusCode).toBe(200);
    expect(await ok(me, 'GET', '/api/settings/profile')).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await client.post('/api/auth/confirm-email-change', { token })).json()).toMatchObject({ error: 'This email change link has already been used' });
    expect((await client.post('/api/auth/login', { email: newEmail, password: me.user.password })).statusCode).toBe(200);
    expect((await client.post('/api/auth/login', { email: oldEmail, password: me.user.password })).statusCode).toBe(401);
  });

  it('sends no link for an address of another account, and answers the same (the change shows as pending)', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const response = await ok(me, 'PUT', '/api/settings/profile', {
      name: 'Test Person',
      email: other.user.email,
      timezone: 'UTC',
      currentPassword: me.user.password,
    });
    expect(response).toMatchObject({ email: me.user.email.toLowerCase(), pendingEmail: other.user.email.toLowerCase() });
    await expect(latestTokenFor(app.outboxDir, other.user.email, '/confirm-email-change')).rejects.toThrow();
  });

  it('counts usage statistics and milestones from the user’s own records', async () => {
    const me = await signedInUser(app);
    const empty = await ok(me, 'GET', '/api/settings/usage-stats');
    expect(empty).toMatchObject({ overview: { totalEntries: 0 }, activity: { currentStreak: 0, totalFocusHours: 0, avgRating: null }, milestones: [] });
    await seed(me, 'Stats');
    const stats = (await me.call('GET', '/api/settings/usage-stats')).json<UsageStats>();
    expect(stats.overview.totalEntries).toBe(1);
    expect(stats.activity).toEqual({ currentStreak: 1, totalFocusHours: 0.1, avgRating: 7 });
    expect(stats.dataBreakdown).toEqual({ entries: 1, supplements: 2, doses: 1, sessions: 1 });
    expect(stats.milestones).toEqual(['Logged your first entry', 'Logged your first dose', 'Started your first focus session']);
  });

  it('export → clear → import gives back every record exactly, twice imported adds nothing, and no table keeps a row after clearing', async () => {
    const me = await signedInUser(app);
    const userId = await userIdOf(me);
    await seed(me, 'Round');
    const before = await snapshot(userId);
    expect(before['entries']).toHaveLength(1);
    expect(before['substance_ingredients']).toHaveLength(2);

    const response = await exportAs(me, { format: 'json', dateRange: 'all' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="wellness-data-all-2026-11-23.json"');
    const file = response.json<BackupFile>();
    expect(file).toMatchObject({ format: 'wellness-tracker-export', version: 1, dateRange: 'all' });
    expect(Object.keys(file.data).sort()).toEqual(
      [
        'customConditions',
        'doses',
        'entries',
        'focusAidVisibility',
        'focusAids',
        'focusSessions',
        'goals',
        'preferences',
        'substances',
        'supplementNames',
        'userConditions',
      ].sort(),
    );

    const wrong = await me.call('POST', '/api/settings/clear-data', { confirmation: 'delete_all_data' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Please type "DELETE_ALL_DATA" exactly to confirm.' });
    expect(await snapshot(userId)).toEqual(before);

    // Every id the user owns, from every table with a user_id column, to prove no table keeps a row pointing at them.
    const ownedIds = new Set<string>();
    for (const rows of Object.values(before)) for (const row of rows as Record<string, unknown>[]) if (typeof row['id'] === 'string') ownedIds.add(row['id']);
    const cleared = await me.call('POST', '/api/settings/clear-data', { confirmation: CLEAR_DATA_CONFIRMATION });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'All data has been permanently deleted.' });
    const tables = await tablesWithUserId(app.db, app.databaseKind);
    expect(tables).toEqual(expect.arrayContaining(['entries', 'doses', 'substances', 'goals', 'user_preferences']));
    for (const table of tables.filter((t) => !ACCOUNT_TABLES.includes(t))) {
      const left = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(app.db);
      expect(Number(left.rows[0]?.n), table).toBe(0);
    }
    const allTables =
      app.databaseKind === 'sqlite'
        ? (
            await sql<{
              t: string;
              c: string;
            }>`select m.name as t, p.name as c from sqlite_master m, pragma_table_info(m.name) p where m.type = 'table'`.execute(app.db)
          ).rows
        : (
            await sql<{
              t: string;
              c: string;
            }>`select table_name as t, column_name as c from information_schema.columns where table_schema = current_schema()`.execute(app.db)
          ).rows;
    for (const { t, c } of allTables.filter((r) => r.c === 'id' || r.c.endsWith('_id'))) {
      if (ACCOUNT_TABLES.includes(t) || c === 'user_id') continue;
      const ids = [...ownedIds];
      const hits = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(t)} where ${sql.ref(c)} in (${sql.join(ids)})`.execute(app.db);
      expect(Number(hits.rows[0]?.n), `${t}.${c}`).toBe(0);
    }
    expect((await me.call('GET', '/api/settings/profile')).statusCode).toBe(200);

    // The preview is the import run and rolled back: what it would add, and nothing written.
    const emptied = await snapshot(userId);
    const preview = await me.call('POST', '/api/settings/import/preview', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ImportResult>().counts['entries']).toEqual({ added: 1, alreadyPresent: 0 });
    expect(await snapshot(userId)).toEqual(emptied);

    const restored = await me.call('POST', '/api/settings/import', file);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<ImportResult>().counts).toEqual(preview.json<ImportResult>().counts);
    expect(restored.json<ImportResult>().counts['entries']).toEqual({ added: 1, alreadyPresent: 0 });
    const after = await snapshot(userId);
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(after).toEqual(before);

    const previewAgain = await me.call('POST', '/api/settings/import/preview', file);
    expect(Object.values(previewAgain.json<ImportResult>().counts).every((c) => c.added === 0 && c.alreadyPresent > 0)).toBe(true);
    const again = await me.call('POST', '/api/settings/import', file);
    expect(again.statusCode).toBe(200);
    expect(Object.values(again.json<ImportResult>().counts).every((c) => c.added === 0)).toBe(true);
    expect(await snapshot(userId)).toEqual(before);
  });

  it('writes nothing from a damaged file and names what is wrong by path', async () => {
    const me = await signedInUser(app);
    const userId = await userIdOf(me);
    await seed(me, 'Damaged');
    const file = (await exportAs(me, { format: 'json', dateRange: 'all' })).json<BackupFile>();
    await ok(me, 'POST', '/api/settings/clear-data', { confirmation: CLEAR_DATA_CONFIRMATION });
    const empty = await snapshot(userId);

    const brokenLink = structuredClone(file);
    const entry = brokenLink.data.entries?.[0];
    if (!entry?.supplements[0]) throw new Error('seed has an entry with a supplement');
    entry.supplements[0].substanceId = 'no-such-substance';
    const linkPreview = await me.call('POST', '/api/settings/import/preview', brokenLink);
    expect(linkPreview.statusCode).toBe(400);
    const linkResponse = await me.call('POST', '/api/settings/import', brokenLink);
    expect(linkResponse.statusCode).toBe(400);
    expect(linkPreview.json()).toEqual(linkResponse.json());
    expect(linkResponse.json().details).toEqual([
      { path: 'data.entries.0.supplements.0.substanceId', message: 'Links to a substance that is not in the file or the account' },
    ]);
    expect(await snapshot(userId)).toEqual(empty);

    const badValue = structuredClone(file) as unknown as { data: { entries: { overallRating: number }[] } };
    const first = badValue.data.entries[0];
    if (first) first.overallRating = 11;
    const valueResponse = await me.call('POST', '/api/settings/import', badValue);
    expect(valueResponse.statusCode).toBe(400);
    expect(valueResponse.json().details.map((d: { path: string }) => d.path)).toContain('data.entries.0.overallRating');
    expect(await snapshot(userId)).toEqual(empty);

    const repeated = structuredClone(file);
    repeated.data.doses = [...(repeated.data.doses ?? []), ...(repeated.data.doses ?? [])];
    const repeatedResponse = await me.call('POST', '/api/settings/import', repeated);
    expect(repeatedResponse.statusCode).toBe(400);
    expect(repeatedResponse.json().details).toEqual([{ path: 'data.doses.1.id', message: 'Repeats the id of an earlier record' }]);
    expect(await snapshot(userId)).toEqual(empty);

    expect((await me.call('POST', '/api/settings/import', { format: 'something-else' })).statusCode).toBe(400);
    expect(await snapshot(userId)).toEqual(empty);
  });

  it('refuses, whole, a file holding a value the app could not store or read back (found by the fuzz on PostgreSQL)', async () => {
    const me = await signedInUser(app);
    const userId = await userIdOf(me);
    await seed(me, 'Strict');
    const file = (await exportAs(me, { format: 'json', dateRange: 'all' })).json<BackupFile>();
    await ok(me, 'POST', '/api/settings/clear-data', { confirmation: CLEAR_DATA_CONFIRMATION });
    const empty = await snapshot(userId);
    type Data = Record<string, Array<Record<string, unknown>>>;
    // The order of the export is the database's: find the substance that has ingredients.
    const mixed = (file.data.substances ?? []).findIndex((s) => s.ingredients.length > 0);
    const cases: Array<[path: string, change: (data: Data) => void]> = [
      ['data.substances.0.healthClaim', (d) => (d['substances']![0]!['healthClaim'] = 'Cures everything')],
      [
        `data.substances.${mixed}.ingredients.0.unit`,
        (d) => ((d['substances']![mixed]!['ingredients'] as Array<Record<string, unknown>>)[0]!['unit'] = 'spoonful'),
      ],
      ['data.substances.0.remainingSupply', (d) => (d['substances']![0]!['remainingSupply'] = 2 ** 31)],
      ['data.substances.0.totalDoses', (d) => (d['substances']![0]!['totalDoses'] = 2 ** 31)],
      ['data.substances.0.refillsRemaining', (d) => (d['substances']![0]!['refillsRemaining'] = -1)],
      ['data.substances.0.expirationDate', (d) => (d['substances']![0]!['expirationDate'] = 'soon')],
      ['data.doses.0.localDay', (d) => (d['doses']![0]!['localDay'] = '2026-02-30')],
      ['data.focusSessions.0.durationSeconds', (d) => (d['focusSessions']![0]!['durationSeconds'] = 2 ** 31)],
      [
        'data.entries.0.supplements.0.timeOfDay',
        (d) => ((d['entries']![0]!['supplements'] as Array<Record<string, unknown>>)[0]!['timeOfDay'] = 'midnight snack'),
      ],
      ['data.goals.0.metric', (d) => (d['goals']![0]!['metric'] = 'happiness')],
      ['data.customConditions.0.color', (d) => (d['customConditions']![0]!['color'] = 'url(https://evil.test/x)')],
    ];
    for (const [path, change] of cases) {
      const damaged = structuredClone(file) as unknown as { data: Data };
      change(damaged.data);
      const response = await me.call('POST', '/api/settings/import', damaged);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(response.json<{ details: Array<{ path: string }> }>().details.map((d) => d.path)).toContain(path);
      expect(await snapshot(userId)).toEqual(empty);
    }
    // The file as exported still restores, and every list reads back.
    expect((await me.call('POST', '/api/settings/import', file)).statusCode).toBe(200);
    for (const url of ['/api/supplements', '/api/prescriptions', '/api/goals', '/api/user-conditions', '/api/history/entries?days=3650']) {
      expect((await me.call('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('never puts another user’s rows in an export, and importing someone else’s file leaves their rows alone', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const mine = await seed(me, 'Mine');
    await seed(other, 'Theirs');
    const theirs = await exportAs(other, { format: 'json', dateRange: 'all' });
    const theirCsv = await exportAs(other, { format: 'csv', dateRange: 'all' });
    for (const body of [theirs.body, theirCsv.body]) {
      expect(body).not.toContain('Mine ');
      for (const id of [mine.supplement.id, mine.aid.id, mine.session.id, mine.condition.id]) expect(body).not.toContain(id);
    }
    const otherId = await userIdOf(other);
    const theirBefore = await snapshot(otherId);
    const imported = await me.call('POST', '/api/settings/import', theirs.json());
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await snapshot(otherId)).toEqual(theirBefore);
    const myEntries = await app.db
      .selectFrom('entries')
      .select('id')
      .where('user_id', '=', await userIdOf(me))
      .execute();
    expect(myEntries).toHaveLength(2);
    const twice = await me.call('POST', '/api/settings/import', theirs.json());
    expect(Object.values(twice.json<ImportResult>().counts).every((c) => c.added === 0)).toBe(true);
  });

  it('writes CSV that a spreadsheet opens safely: UTF-8 with BOM, RFC 4180 quoting, formulas neutralised, named from range and day', async () => {
    const me = await signedInUser(app);
    await seed(me, '=Evil');
    const response = await exportAs(me, { format: 'csv', dateRange: '7days' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="wellness-data-7days-2026-11-23.csv"');
    expect(response.body.startsWith('\uFEFFrecord_type,id,date,time,timestamp,name,')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    const header = rows[0] ?? [];
    const col = (name: string) => header.indexOf(name);
    const width = header.length;
    expect(rows.every((r) => r.length === width)).toBe(true);
    const dangerous = /^[=+\-@\t\r]/;
    for (const row of rows.slice(1)) for (const cell of row) if (Number.isNaN(Number(cell))) expect(cell, cell).not.toMatch(dangerous);
    const substance = rows.find((r) => r[col('record_type')] === 'substance' && r[col('category')] === 'SUPPLEMENT');
    expect(substance?.[col('name')]).toBe("'=Evil Magnesium");
    expect(substance?.[col('notes')]).toBe('\'=HYPERLINK("http://evil.test","click")');
    const entry = rows.find((r) => r[col('record_type')] === 'entry');
    expect(entry?.[col('notes')]).toBe('\'@SUM(1,2) felt, "fine"\nsecond line');
    expect(entry?.[col('substances')]).toBe("'=Evil Magnesium");
    expect(entry?.[col('overall_rating')]).toBe('7');
    expect(rows.find((r) => r[col('record_type')] === 'dose')?.[col('notes')]).toBe("'+1 cmd");
  });

  it('limits the export to the date range and the kinds asked for', async () => {
    clock.set(new Date('2026-10-01T18:00:00.000Z'));
    const me = await signedInUser(app);
    await seed(me, 'Old');
    clock.set(NOW);
    me.accessToken = (await signIn(app, me.user)).accessToken;
    await seed(me, 'New', false);
    const week = (await exportAs(me, { format: 'json', dateRange: '7days', includeSupplements: false })).json<BackupFile>();
    expect(week.data.entries).toHaveLength(1);
    expect(week.data.focusSessions).toHaveLength(1);
    expect(week.data.substances).toBeUndefined();
    expect(week.data.doses).toBeUndefined();
    expect(week.data.goals).toBeUndefined();
    const all = (await exportAs(me, { format: 'json', dateRange: 'all' })).json<BackupFile>();
    expect(all.data.entries).toHaveLength(2);
    expect(all.data.substances).toHaveLength(4);
    expect((await me.call('POST', '/api/settings/export', { format: 'xml' })).statusCode).toBe(400);
    expect((await new Client(app).post('/api/settings/export', { format: 'json' })).statusCode).toBe(401);
  });

  it('deletes the account only with the right password, with everything it owns', async () => {
    const me = await signedInUser(app);
    const userId = await userIdOf(me);
    await seed(me, 'Gone');
    const wrong = await me.call('POST', '/api/settings/delete-account', { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: [{ path: 'password', message: 'The password is not correct' }] });
    expect((await me.call('POST', '/api/settings/delete-account', { password: me.user.password })).statusCode).toBe(200);
    expect(await app.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()).toBeUndefined();
    for (const table of await tablesWithUserId(app.db, app.databaseKind)) {
      const left = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(app.db);
      expect(Number(left.rows[0]?.n), table).toBe(0);
    }
    expect((await me.call('GET', '/api/settings/profile')).statusCode).toBe(401);
  });
});
