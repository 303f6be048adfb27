/**
 * Tracking preferences: the defaults until the user saves, the whole object validated (400 with details, nothing
 * stored), reset of named sections only, each user's own preferences, and stored rows read back through the schema over
 * the defaults. Entries: the optional metrics and full tracking's hidden metrics.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultPreferences, type Entry, type Preferences } from '@wellness/contract';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { describeEachDatabase } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const EXPECTED_DEFAULTS: Preferences = {
  defaultMetricValues: { focusLevel: 5, productivity: 5, taskInitiation: 5, restlessness: 5, overallRating: 5, energy: 5, mood: 5, anxiety: 5 },
  hiddenMetrics: [],
  entryFrequency: 1,
  requiredFields: [],
  goodDayThreshold: 7,
  badDayThreshold: 3,
  theme: 'AUTO',
  fontSize: 'MEDIUM',
  animationsEnabled: true,
  highContrast: false,
  defaultTab: 'daily',
  quickActions: ['quick-entry', 'supplement-dose', 'focus-session'],
};

const CUSTOM: Preferences = {
  defaultMetricValues: { focusLevel: 6, productivity: 7, taskInitiation: 4, restlessness: 3, overallRating: 8, energy: 2, mood: 9, anxiety: 1 },
  hiddenMetrics: ['restlessness'],
  entryFrequency: 3,
  requiredFields: ['notes', 'focusLevel'],
  goodDayThreshold: 8,
  badDayThreshold: 4,
  theme: 'DARK',
  fontSize: 'LARGE',
  animationsEnabled: false,
  highContrast: true,
  defaultTab: 'history',
  quickActions: ['export-data', 'view-analytics'],
};

const core = { overallRating: 8, focusLevel: 7, taskInitiation: 6, restlessness: 3, productivity: 9 };

describeEachDatabase('preferences', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const read = async (me: SignedIn) => {
    const response = await me.call('GET', '/api/preferences');
    expect(response.statusCode).toBe(200);
    return response.json<Preferences>();
  };
  const userIdOf = async (me: SignedIn) =>
    (await app.db.selectFrom('users').select('id').where('email', '=', me.user.email.toLowerCase()).executeTakeFirstOrThrow()).id;
  const storedRows = async (me: SignedIn) =>
    app.db
      .selectFrom('user_preferences')
      .selectAll()
      .where('user_id', '=', await userIdOf(me))
      .execute();

  it('answers the defaults when nothing is stored, and stores nothing by reading', async () => {
    const me = await signedInUser(app);
    expect(await read(me)).toEqual(EXPECTED_DEFAULTS);
    expect(defaultPreferences()).toEqual(EXPECTED_DEFAULTS);
    expect(await storedRows(me)).toEqual([]);
  });

  it('replaces the whole object and reads it back after the save', async () => {
    const me = await signedInUser(app);
    const saved = await me.call('PUT', '/api/preferences', CUSTOM);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(CUSTOM);
    expect(await read(me)).toEqual(CUSTOM);
    expect(await storedRows(me)).toHaveLength(1);
  });

  it('takes part 2 §3.7’s five required parts by their names, metrics included', async () => {
    const me = await signedInUser(app);
    const spec: Preferences = { ...CUSTOM, requiredFields: ['metrics', 'notes', 'tags', 'supplements', 'focusAids'] };
    const saved = await me.call('PUT', '/api/preferences', spec);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(me)).requiredFields).toEqual(['metrics', 'notes', 'tags', 'supplements', 'focusAids']);
  });

  const invalid: Array<[string, (p: Preferences) => unknown, string]> = [
    ['a metric default above 10', (p) => ({ ...p, defaultMetricValues: { ...p.defaultMetricValues, mood: 11 } }), 'defaultMetricValues.mood'],
    ['a metric default below 1', (p) => ({ ...p, defaultMetricValues: { ...p.defaultMetricValues, focusLevel: 0 } }), 'defaultMetricValues.focusLevel'],
    ['a fractional metric default', (p) => ({ ...p, defaultMetricValues: { ...p.defaultMetricValues, energy: 5.5 } }), 'defaultMetricValues.energy'],
    ['a missing metric default', (p) => ({ ...p, defaultMetricValues: { ...p.defaultMetricValues, anxiety: undefined } }), 'defaultMetricValues.anxiety'],
    ['a good-day threshold of 11', (p) => ({ ...p, goodDayThreshold: 11 }), 'goodDayThreshold'],
    ['a bad-day threshold of 0', (p) => ({ ...p, badDayThreshold: 0 }), 'badDayThreshold'],
    ['a bad-day threshold equal to the good-day one', (p) => ({ ...p, goodDayThreshold: 6, badDayThreshold: 6 }), 'badDayThreshold'],
    ['a bad-day threshold above the good-day one', (p) => ({ ...p, goodDayThreshold: 4, badDayThreshold: 8 }), 'badDayThreshold'],
    ['an entry goal of 0', (p) => ({ ...p, entryFrequency: 0 }), 'entryFrequency'],
    ['an entry goal of 6', (p) => ({ ...p, entryFrequency: 6 }), 'entryFrequency'],
    ['a theme not offered', (p) => ({ ...p, theme: 'dark' }), 'theme'],
    ['a font size not offered', (p) => ({ ...p, fontSize: 'HUGE' }), 'fontSize'],
    ['a default tab not offered', (p) => ({ ...p, defaultTab: 'substances' }), 'defaultTab'],
    ['an unknown quick action', (p) => ({ ...p, quickActions: ['quick-entry', 'launch-rocket'] }), 'quickActions.1'],
    ['a repeated quick action', (p) => ({ ...p, quickActions: ['quick-entry', 'quick-entry'] }), 'quickActions'],
    ['an unknown hidden metric', (p) => ({ ...p, hiddenMetrics: ['sleep'] }), 'hiddenMetrics.0'],
    ['an unknown required field', (p) => ({ ...p, requiredFields: ['notes', 'photo'] }), 'requiredFields.1'],
    ['a required metric that is hidden', (p) => ({ ...p, hiddenMetrics: ['mood'], requiredFields: ['mood'] }), 'requiredFields.0'],
    ['animations not a boolean', (p) => ({ ...p, animationsEnabled: 'no' }), 'animationsEnabled'],
    ['a missing field (not the whole object)', (p) => ({ ...p, highContrast: undefined }), 'highContrast'],
  ];
  for (const [what, change, path] of invalid) {
    it(`refuses ${what} with 400 naming ${path}, and stores nothing`, async () => {
      const me = await signedInUser(app);
      await me.call('PUT', '/api/preferences', CUSTOM);
      const response = await me.call('PUT', '/api/preferences', change(EXPECTED_DEFAULTS));
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ code: string; details: Array<{ path: string; message: string }> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.map((d) => d.path)).toContain(path);
      expect(await read(me)).toEqual(CUSTOM);
    });
  }

  it('says why a bad-day threshold is refused', async () => {
    const me = await signedInUser(app);
    const response = await me.call('PUT', '/api/preferences', { ...EXPECTED_DEFAULTS, goodDayThreshold: 5, badDayThreshold: 5 });
    expect(response.json()).toMatchObject({ details: [{ path: 'badDayThreshold', message: 'The bad-day threshold must be below the good-day threshold' }] });
    expect(await storedRows(me)).toEqual([]);
  });

  it('resets only the named sections to their defaults and answers the new whole object', async () => {
    const me = await signedInUser(app);
    await me.call('PUT', '/api/preferences', CUSTOM);
    const response = await me.call('POST', '/api/preferences/reset', { sections: ['ui'] });
    expect(response.statusCode, response.body).toBe(200);
    const afterUi = { ...CUSTOM, theme: 'AUTO', fontSize: 'MEDIUM', animationsEnabled: true, highContrast: false };
    expect(response.json()).toEqual(afterUi);
    expect(await read(me)).toEqual(afterUi);

    const two = await me.call('POST', '/api/preferences/reset', { sections: ['metrics', 'dashboard'] });
    const afterThree = {
      ...afterUi,
      defaultMetricValues: EXPECTED_DEFAULTS.defaultMetricValues,
      hiddenMetrics: [],
      goodDayThreshold: 7,
      badDayThreshold: 3,
      defaultTab: 'daily',
      quickActions: EXPECTED_DEFAULTS.quickActions,
    };
    expect(two.json()).toEqual(afterThree);
    // Entry settings were never named: the goal and the required fields are the user's still.
    expect((await read(me)).entryFrequency).toBe(3);
    expect((await read(me)).requiredFields).toEqual(['notes', 'focusLevel']);

    const entry = await me.call('POST', '/api/preferences/reset', { sections: ['entry'] });
    expect(entry.json()).toEqual(EXPECTED_DEFAULTS);
  });

  it('refuses a reset naming an unknown section, or none, and changes nothing', async () => {
    const me = await signedInUser(app);
    await me.call('PUT', '/api/preferences', CUSTOM);
    for (const body of [{ sections: ['ui', 'notifications'] }, { sections: [] }, {}, { sections: 'ui' }]) {
      const response = await me.call('POST', '/api/preferences/reset', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ details?: unknown[] }>().details?.length).toBeGreaterThan(0);
    }
    expect(await read(me)).toEqual(CUSTOM);
  });

  it('shows each user only their own preferences', async () => {
    const alice = await signedInUser(app, { name: 'Alice' });
    const bob = await signedInUser(app, { name: 'Bob' });
    await alice.call('PUT', '/api/preferences', CUSTOM);
    expect(await read(bob)).toEqual(EXPECTED_DEFAULTS);
    await bob.call('PUT', '/api/preferences', { ...EXPECTED_DEFAULTS, theme: 'LIGHT' });
    await bob.call('POST', '/api/preferences/reset', { sections: ['metrics', 'entry', 'ui', 'dashboard'] });
    expect(await read(alice)).toEqual(CUSTOM);
  });

  it('needs a sign-in for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/preferences'],
      ['PUT', '/api/preferences'],
      ['POST', '/api/preferences/reset'],
    ] as const) {
      expect((await app.server.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('reads a stored row over the defaults: a field added later gets its default, a value refused today falls back', async () => {
    const me = await signedInUser(app);
    await me.call('PUT', '/api/preferences', CUSTOM);
    const older = { ...CUSTOM, defaultMetricValues: { focusLevel: 9 }, theme: 'SEPIA' } as Record<string, unknown>;
    delete older['quickActions'];
    await app.db
      .updateTable('user_preferences')
      .set({ preferences: JSON.stringify(older) })
      .where('user_id', '=', await userIdOf(me))
      .execute();
    expect(await read(me)).toEqual({
      ...CUSTOM,
      defaultMetricValues: { ...EXPECTED_DEFAULTS.defaultMetricValues, focusLevel: 9 },
      theme: 'AUTO',
      quickActions: EXPECTED_DEFAULTS.quickActions,
    });
  });

  it('entries store and return energy, mood and anxiety (1-10, optional), and lists carry them', async () => {
    const me = await signedInUser(app);
    const created = await me.call('POST', '/api/entries', { type: 'REGULAR', ...core, energy: 4, mood: 8, anxiety: 2 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Entry>()).toMatchObject({ energy: 4, mood: 8, anxiety: 2 });
    const without = await me.call('POST', '/api/entries', { type: 'REGULAR', ...core });
    expect(without.json<Entry>()).toMatchObject({ energy: null, mood: null, anxiety: null });
    const list = (await me.call('GET', '/api/entries?limit=10')).json<{ entries: Entry[] }>();
    expect(list.entries.map((e) => [e.energy, e.mood, e.anxiety])).toHaveLength(2);
    expect(list.entries.map((e) => [e.energy, e.mood, e.anxiety])).toEqual(
      expect.arrayContaining([
        [4, 8, 2],
        [null, null, null],
      ]),
    );
    const history = (await me.call('GET', '/api/history/entries?limit=10')).json<{ entries: Entry[] }>();
    expect(history.entries).toEqual(list.entries);
    for (const bad of [{ energy: 0 }, { mood: 11 }, { anxiety: 2.5 }, { mood: '7' }]) {
      const response = await me.call('POST', '/api/entries', { type: 'REGULAR', ...core, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json<{ details: Array<{ path: string }> }>().details.map((d) => d.path)).toEqual(Object.keys(bad));
    }
    expect((await me.call('GET', '/api/entries?limit=10')).json<{ total: number }>().total).toBe(2);
  });

  it('full tracking needs every core metric the user has not hidden, and a hidden one may be left out', async () => {
    const me = await signedInUser(app);
    const { restlessness: _left, ...withoutRestlessness } = core;
    const refused = await me.call('POST', '/api/entries', { type: 'REGULAR', ...withoutRestlessness });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'restlessness', message: 'Required for full tracking' }] });

    await me.call('PUT', '/api/preferences', { ...EXPECTED_DEFAULTS, hiddenMetrics: ['restlessness'] });
    const saved = await me.call('POST', '/api/entries', { type: 'REGULAR', ...withoutRestlessness });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<Entry>().restlessness).toBeNull();
    const stillNeeded = await me.call('POST', '/api/entries', { type: 'REGULAR', overallRating: 5 });
    expect(
      stillNeeded
        .json<{ details: Array<{ path: string }> }>()
        .details.map((d) => d.path)
        .sort(),
    ).toEqual(['focusLevel', 'productivity', 'taskInitiation']);
  });

  it('migrates entries saved before the optional metrics: energy, mood and anxiety are null, nothing else changes', async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0008')));
      const at = '2026-01-02T03:04:05.000Z';
      await fresh.db
        .insertInto('users')
        .values({
          id: 'u1',
          name: 'Old',
          email: 'old@example.test',
          password_hash: 'x',
          email_verified_at: at,
          timezone: 'UTC',
          created_at: at,
          updated_at: at,
        })
        .execute();
      // Only the columns that existed before 0008.
      await sql`insert into entries (id, user_id, entry_type, local_day, local_time, overall_rating, focus_level, task_initiation, restlessness, productivity, notes, tags, created_at)
        values ('e1', 'u1', 'REGULAR', '2026-01-02', '08:00', 7, 6, 5, 4, 3, 'old', '[]', ${at})`.execute(fresh.db);
      expect(await migrateToLatest(fresh.db)).toEqual(Object.keys(migrations).filter((name) => name >= '0008'));
      const row = await fresh.db.selectFrom('entries').selectAll().where('id', '=', 'e1').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ overall_rating: 7, productivity: 3, notes: 'old', energy: null, mood: null, anxiety: null });
      expect(await fresh.db.selectFrom('user_preferences').selectAll().execute()).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });
});
