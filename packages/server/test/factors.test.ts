/**
 * Own factors (issue 32) through the API on each database: definitions with each kind's rules, values per day checked
 * against their kind and never for a day still to come, another user's factor answered as unknown (404), deleting a
 * factor taking its values with it, the range read, custom mood tags on entries, past focus sessions, and the
 * factors' and tags' way through export, clear and import.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FACTOR_CATALOG,
  FACTOR_LIMITS,
  FACTOR_MESSAGES,
  MOOD_TAG_MESSAGES,
  SESSION_MESSAGES,
  type ErrorBody,
  type Factor,
  type FactorValue,
  type FactorValuesResponse,
  type FocusSession,
  type MoodTag,
} from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** 23:30 UTC on 20 November is already 21 November, 12:30, in Auckland (UTC+13), the users' zone. */
const NOW = new Date('2026-11-20T23:30:00.000Z');
const ZONE = 'Pacific/Auckland';
const TODAY = '2026-11-21';

const sleep = FACTOR_CATALOG.find((f) => f.key === 'sleep-hours');
if (!sleep) throw new Error('The catalog has lost its sleep factor');
const { key: _key, hint: _hint, ...sleepBody } = sleep;

async function createFactor(user: SignedIn, body: Record<string, unknown>): Promise<Factor> {
  const response = await user.call('POST', '/api/factors', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Factor>();
}

const setValue = (user: SignedIn, id: string, date: string, value: unknown) => user.call('PUT', `/api/factors/${id}/values/${date}`, { value });

describeEachDatabase('own factors', (database) => {
  let app: TestApp;
  const user = () => signedInUser(app, { timezone: ZONE });
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock: new ManualClock(NOW) });
  });
  afterAll(() => app.close());

  it('creates a factor from the catalog with its fields, lists it, and refuses the same name twice whatever its case', async () => {
    const me = await user();
    const made = await createFactor(me, sleepBody);
    expect(made).toMatchObject({ name: 'Sleep (h)', kind: 'number', unit: 'h', icon: 'moon', betterDirection: 'higher', describesNightBefore: true });
    const listed = (await me.call('GET', '/api/factors')).json<{ factors: Factor[] }>().factors;
    expect(listed).toEqual([made]);
    const again = await me.call('POST', '/api/factors', { ...sleepBody, name: 'SLEEP (H)' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error).toBe(FACTOR_MESSAGES.duplicateName);
    const minimal = await createFactor(me, { name: 'Exercised', kind: 'yes-no' });
    expect(minimal).toMatchObject({ unit: null, icon: 'star', betterDirection: null, describesNightBefore: false });
  });

  it('holds each kind to its rules when defining a factor', async () => {
    const me = await user();
    const refused = async (body: Record<string, unknown>, path: string, message?: string) => {
      const response = await me.call('POST', '/api/factors', body);
      expect(response.statusCode, response.body).toBe(400);
      const error = response.json<ErrorBody>();
      expect(error.code).toBeTruthy();
      expect(error.details?.map((d) => d.path)).toContain(path);
      if (message) expect(error.details?.find((d) => d.path === path)?.message).toBe(message);
    };
    await refused({ name: 'Caffeine', kind: 'number' }, 'unit', FACTOR_MESSAGES.unitRequired);
    await refused({ name: 'Alcohol', kind: 'yes-no', unit: 'drinks' }, 'unit', FACTOR_MESSAGES.noUnit);
    await refused({ name: 'Pain', kind: 'scale', unit: 'points' }, 'unit', FACTOR_MESSAGES.noUnit);
    await refused({ name: '   ', kind: 'count' }, 'name', FACTOR_MESSAGES.nameRequired);
    await refused({ name: 'x'.repeat(FACTOR_LIMITS.name + 1), kind: 'count' }, 'name');
    await refused({ name: 'Pain', kind: 'rating' }, 'kind');
    await refused({ name: 'Pain', kind: 'scale', icon: 'rocket' }, 'icon');
    await refused({ name: 'Pain', kind: 'scale', betterDirection: 'up' }, 'betterDirection');
    await refused({ name: 'Two\nlines', kind: 'count' }, 'name');
    expect((await me.call('GET', '/api/factors')).json<{ factors: Factor[] }>().factors).toEqual([]);
    // A count may carry a unit, and an empty unit is none.
    expect((await createFactor(me, { name: 'Steps', kind: 'count', unit: 'steps' })).unit).toBe('steps');
    expect((await createFactor(me, { name: 'Cups of coffee', kind: 'count', unit: '' })).unit).toBeNull();
  });

  it('checks each value against its kind, stores yes-no as true or false, and replaces a day’s value', async () => {
    const me = await user();
    const hours = await createFactor(me, sleepBody);
    const alcohol = await createFactor(me, { name: 'Alcohol', kind: 'yes-no' });
    const pain = await createFactor(me, { name: 'Pain', kind: 'scale', betterDirection: 'lower' });
    const cups = await createFactor(me, { name: 'Coffee', kind: 'count', unit: 'cups' });
    const cases: Array<[Factor, unknown, number]> = [
      [hours, 7.5, 200],
      [hours, 7.456, 200],
      [hours, 'seven', 400],
      [hours, FACTOR_LIMITS.numberMax + 1, 400],
      [alcohol, true, 200],
      [alcohol, 0, 200],
      [alcohol, 2, 400],
      [alcohol, 'yes', 400],
      [pain, 10, 200],
      [pain, 0, 400],
      [pain, 11, 400],
      [pain, 4.5, 400],
      [cups, 3, 200],
      [cups, -1, 400],
      [cups, 1.5, 400],
    ];
    for (const [factor, value, status] of cases) {
      const response = await setValue(me, factor.id, '2026-11-19', value);
      expect(response.statusCode, `${factor.name} ${String(value)}: ${response.body}`).toBe(status);
      if (status === 400) expect(response.json<ErrorBody>().details?.[0]?.path).toMatch(/value/);
    }
    const values = (await me.call('GET', `/api/factors/values?from=2026-11-19&to=2026-11-19`)).json<FactorValuesResponse>().values;
    const byFactor = new Map(values.map((v) => [v.factorId, v.value]));
    expect(byFactor.get(hours.id)).toBe(7.46);
    expect(byFactor.get(alcohol.id)).toBe(false);
    expect(byFactor.get(pain.id)).toBe(10);
    expect(byFactor.get(cups.id)).toBe(3);
    const stored = await app.db.selectFrom('factor_values').select(['value']).where('factor_id', '=', alcohol.id).execute();
    expect(stored.map((r) => Number(r.value))).toEqual([0]);
  });

  it('refuses a value for a day after today in the user’s zone, and takes today', async () => {
    const me = await user();
    const hours = await createFactor(me, sleepBody);
    const tomorrow = await setValue(me, hours.id, '2026-11-22', 7);
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json<ErrorBody>().details).toEqual([{ path: 'date', message: FACTOR_MESSAGES.futureDate }]);
    // In UTC it is still the 20th; in Auckland it is the 21st, so the 21st is today.
    const today = await setValue(me, hours.id, TODAY, 6.5);
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json<FactorValue>()).toEqual({ factorId: hours.id, date: TODAY, value: 6.5 });
    expect((await setValue(me, hours.id, '2026-02-30', 7)).statusCode).toBe(400);
    expect(await app.db.selectFrom('factor_values').select('local_day').where('factor_id', '=', hours.id).execute()).toEqual([{ local_day: TODAY }]);
  });

  it('answers another user’s factor as unknown on every route, and never lists their values', async () => {
    const owner = await user();
    const other = await user();
    const hours = await createFactor(owner, sleepBody);
    expect((await setValue(owner, hours.id, '2026-11-20', 8)).statusCode).toBe(200);
    expect((await other.call('PUT', `/api/factors/${hours.id}`, { ...sleepBody, name: 'Mine now' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/factors/${hours.id}`)).statusCode).toBe(404);
    expect((await setValue(other, hours.id, '2026-11-20', 3)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/factors/${hours.id}/values/2026-11-20`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/factors/values')).json<FactorValuesResponse>().values).toEqual([]);
    expect((await other.call('GET', '/api/factors')).json<{ factors: Factor[] }>().factors).toEqual([]);
    const mine = (await owner.call('GET', '/api/factors/values')).json<FactorValuesResponse>();
    expect(mine).toEqual({ from: '2026-10-23', to: TODAY, values: [{ factorId: hours.id, date: '2026-11-20', value: 8 }] });
  });

  it('deletes a factor with all its values, clears one day’s value, and keeps the kind once values exist', async () => {
    const me = await user();
    const hours = await createFactor(me, sleepBody);
    const pain = await createFactor(me, { name: 'Pain', kind: 'scale' });
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20']) {
      expect((await setValue(me, hours.id, day, 7)).statusCode).toBe(200);
      expect((await setValue(me, pain.id, day, 3)).statusCode).toBe(200);
    }
    const changeKind = await me.call('PUT', `/api/factors/${pain.id}`, { name: 'Pain', kind: 'count' });
    expect(changeKind.statusCode).toBe(409);
    expect(changeKind.json<ErrorBody>().error).toBe(FACTOR_MESSAGES.kindLocked);
    const renamed = await me.call('PUT', `/api/factors/${pain.id}`, { name: 'Headache', kind: 'scale', betterDirection: 'lower', icon: 'heart' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Factor>()).toMatchObject({ name: 'Headache', betterDirection: 'lower', icon: 'heart' });
    expect((await me.call('PUT', `/api/factors/${pain.id}`, { ...sleepBody, name: 'sleep (h)', kind: 'scale', unit: null })).statusCode).toBe(409);

    expect((await me.call('DELETE', `/api/factors/${pain.id}/values/2026-11-19`)).statusCode).toBe(204);
    expect((await me.call('DELETE', `/api/factors/${pain.id}/values/2026-11-19`)).statusCode).toBe(204);
    expect((await me.call('DELETE', `/api/factors/${hours.id}`)).statusCode).toBe(204);
    expect(await app.db.selectFrom('factor_values').select('local_day').where('factor_id', '=', hours.id).execute()).toEqual([]);
    const left = (await me.call('GET', '/api/factors/values')).json<FactorValuesResponse>().values;
    expect(left.map((v) => [v.factorId, v.date])).toEqual([
      [pain.id, '2026-11-18'],
      [pain.id, '2026-11-20'],
    ]);
    expect((await me.call('DELETE', `/api/factors/${hours.id}`)).statusCode).toBe(404);
  });

  it('bounds the range read and the number of factors', async () => {
    const me = await user();
    expect((await me.call('GET', '/api/factors/values?from=2026-11-20&to=2026-11-01')).statusCode).toBe(400);
    expect((await me.call('GET', '/api/factors/values?from=2020-01-01&to=2026-11-01')).statusCode).toBe(400);
    expect((await me.call('GET', '/api/factors/values?from=2021-11-01&to=2026-11-01')).statusCode).toBe(200);
    expect((await me.call('GET', '/api/factors/values?from=yesterday')).statusCode).toBe(400);
    for (let i = 0; i < FACTOR_LIMITS.perUser; i++) await createFactor(me, { name: `Factor ${i}`, kind: 'count' });
    const over = await me.call('POST', '/api/factors', { name: 'One too many', kind: 'count' });
    expect(over.statusCode).toBe(409);
    expect(over.json<ErrorBody>().error).toBe(FACTOR_MESSAGES.tooMany);
  });

  it('lets an entry carry custom mood tags beside the eight, and refuses a tag that is neither', async () => {
    const me = await user();
    const made = await me.call('POST', '/api/mood-tags', { name: 'Overwhelmed' });
    expect(made.statusCode, made.body).toBe(201);
    const tag = made.json<MoodTag>();
    expect((await me.call('POST', '/api/mood-tags', { name: 'overwhelmed' })).statusCode).toBe(409);
    expect((await me.call('POST', '/api/mood-tags', { name: 'calm' })).statusCode).toBe(409);
    const listed = (await me.call('GET', '/api/mood-tags')).json<{ defaults: string[]; custom: MoodTag[] }>();
    expect(listed.defaults).toHaveLength(8);
    expect(listed.custom).toEqual([tag]);

    const base = { type: 'SUPPLEMENT_ONLY', date: '2026-11-20' };
    const unknown = await me.call('POST', '/api/entries', { ...base, tags: ['Calm', 'Hungry'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().details).toEqual([{ path: 'tags.1', message: MOOD_TAG_MESSAGES.unknownTag }]);
    const other = await user();
    expect((await other.call('POST', '/api/entries', { ...base, tags: ['Overwhelmed'] })).statusCode).toBe(400);

    const entry = await me.call('POST', '/api/entries', { ...base, tags: ['Calm', 'overwhelmed'] });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(entry.json<{ tags: string[] }>().tags).toEqual(['Calm', 'Overwhelmed']);
    const filtered = (await me.call('GET', '/api/entries?tag=Overwhelmed')).json<{ total: number }>();
    expect(filtered.total).toBe(1);
    expect((await me.call('GET', '/api/entries?search=overwh')).json<{ total: number }>().total).toBe(1);

    // Deleting the tag keeps it on the entry that carries it.
    expect((await other.call('DELETE', `/api/mood-tags/${tag.id}`)).statusCode).toBe(404);
    expect((await me.call('DELETE', `/api/mood-tags/${tag.id}`)).statusCode).toBe(204);
    expect((await me.call('GET', '/api/entries')).json<{ entries: Array<{ tags: string[] }> }>().entries[0]?.tags).toEqual(['Calm', 'Overwhelmed']);
  });

  it('adds a focus session for a past day and time, with the rules of live ones', async () => {
    const me = await user();
    const added = await me.call('POST', '/api/focus-sessions/past', {
      startTime: '2026-11-19T09:00',
      durationMinutes: 50,
      sessionType: 'READING',
      productivity: 8,
      notes: 'Back-filled',
    });
    expect(added.statusCode, added.body).toBe(201);
    const session = added.json<FocusSession>();
    // 09:00 in Auckland (UTC+13) on the 19th is 20:00 UTC on the 18th.
    expect(session).toMatchObject({
      type: 'READING',
      startTime: '2026-11-18T20:00:00.000Z',
      endTime: '2026-11-18T20:50:00.000Z',
      isActive: false,
      duration: 3000,
      productivity: 8,
      notes: 'Back-filled',
      date: '2026-11-19',
    });
    const day = (await me.call('GET', '/api/focus-sessions?date=2026-11-19')).json<{ sessions: FocusSession[] }>().sessions;
    expect(day.map((s) => s.id)).toEqual([session.id]);

    const overlap = await me.call('POST', '/api/focus-sessions/past', { startTime: '2026-11-18T20:30:00Z', durationMinutes: 30 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json<ErrorBody>().error).toBe(SESSION_MESSAGES.pastOverlap);
    const backToBack = await me.call('POST', '/api/focus-sessions/past', { startTime: '2026-11-19T09:50:00+13:00', durationMinutes: 10 });
    expect(backToBack.statusCode, backToBack.body).toBe(201);
    expect(backToBack.json<FocusSession>()).toMatchObject({ type: 'BORING_TASK', productivity: 7 });

    const notEnded = await me.call('POST', '/api/focus-sessions/past', { startTime: '2026-11-21T12:00', durationMinutes: 60 });
    expect(notEnded.statusCode).toBe(400);
    expect(notEnded.json<ErrorBody>().details?.[0]).toEqual({ path: 'startTime', message: SESSION_MESSAGES.pastNotEnded });
    for (const body of [
      { startTime: '2026-11-19T07:00', durationMinutes: 0 },
      { startTime: '2026-11-19T07:00', durationMinutes: 721 },
      { startTime: '2026-11-19T07:00', durationMinutes: 30, productivity: 11 },
      { startTime: 'yesterday', durationMinutes: 30 },
      { startTime: '2026-11-19T07:00', durationMinutes: 30, sessionType: 'NAP' },
      // Found by the fuzzer: a start in year 1 or 0 made a calendar day no date arithmetic reads, and the dashboard 500.
      { startTime: '0001-01-01T00:00', durationMinutes: 30 },
      { startTime: '0000-01-01T00:00:00Z', durationMinutes: 30 },
      { startTime: '1999-12-31T23:00:00Z', durationMinutes: 30 },
      // A date-time's fraction may have any number of digits; the field is bounded all the same.
      { startTime: `2026-11-19T07:00:00.${'1'.repeat(200)}Z`, durationMinutes: 30 },
    ]) {
      expect((await me.call('POST', '/api/focus-sessions/past', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps factors, their values and custom tags through export, clear and import, and refuses a value that does not fit', async () => {
    const me = await user();
    const hours = await createFactor(me, sleepBody);
    const alcohol = await createFactor(me, { name: 'Alcohol', kind: 'yes-no', icon: 'glass' });
    expect((await setValue(me, hours.id, '2026-11-19', 6.25)).statusCode).toBe(200);
    expect((await setValue(me, alcohol.id, '2026-11-19', true)).statusCode).toBe(200);
    expect((await me.call('POST', '/api/mood-tags', { name: 'Foggy' })).statusCode).toBe(201);
    const before = {
      factors: (await me.call('GET', '/api/factors')).json<{ factors: Factor[] }>().factors,
      values: (await me.call('GET', '/api/factors/values')).json<FactorValuesResponse>().values,
      tags: (await me.call('GET', '/api/mood-tags')).json<{ custom: MoodTag[] }>().custom,
    };

    const exported = await me.call('POST', '/api/settings/export', { format: 'json', dateRange: 'all' });
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json<{ data: Record<string, Array<Record<string, unknown>>> }>();
    expect(file.data['factors']).toHaveLength(2);
    expect(file.data['moodTags']).toHaveLength(1);
    const csv = await me.call('POST', '/api/settings/export', { format: 'csv', dateRange: 'all' });
    expect(csv.body).toContain('factor_value');
    expect(csv.body).toMatch(/factor_value,[^\r\n]*Alcohol,yes-no,[^\r\n]*,yes\r\n/);

    expect((await me.call('POST', '/api/settings/clear-data', { confirmation: 'DELETE_ALL_DATA' })).statusCode).toBe(200);
    expect((await me.call('GET', '/api/factors')).json<{ factors: Factor[] }>().factors).toEqual([]);
    expect(await app.db.selectFrom('factor_values').select('factor_id').where('factor_id', '=', hours.id).execute()).toEqual([]);

    const damaged = structuredClone(file);
    const record = damaged.data['factors']?.find((f) => f['kind'] === 'yes-no') as { values: Array<{ value: unknown }> };
    record.values[0] = { ...record.values[0], value: 3 };
    const refused = await me.call('POST', '/api/settings/import', damaged);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<ErrorBody>().details?.[0]?.path).toMatch(/factors\.\d\.values\.0\.value$/);
    expect((await me.call('GET', '/api/factors')).json<{ factors: Factor[] }>().factors).toEqual([]);

    const imported = await me.call('POST', '/api/settings/import', file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await me.call('POST', '/api/settings/import', file)).statusCode).toBe(200);
    expect((await me.call('GET', '/api/factors')).json<{ factors: Factor[] }>().factors).toEqual(before.factors);
    expect((await me.call('GET', '/api/factors/values')).json<FactorValuesResponse>().values).toEqual(before.values);
    expect((await me.call('GET', '/api/mood-tags')).json<{ custom: MoodTag[] }>().custom).toEqual(before.tags);
  });
});
