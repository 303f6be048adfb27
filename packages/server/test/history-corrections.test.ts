/**
 * Correcting the past: editing and deleting entries, back-dated entries, past doses and sessions of one
 * day, the History search over notes, tags and substance names, and "load more" past a range's limit.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DayDoses, Entry, Substance, TodaySessions } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const metrics = { overallRating: 8, focusLevel: 7, taskInitiation: 6, restlessness: 3, productivity: 9 };

describeEachDatabase('history corrections', (database) => {
  let app: TestApp;
  const clock = new ManualClock(new Date('2026-11-23T16:00:00.000Z'));
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  async function substance(me: SignedIn, name: string, remainingSupply: number | null = null, brand = 'Acme'): Promise<Substance> {
    const created = await me.call('POST', '/api/supplements', { name, brand, remainingSupply });
    expect(created.statusCode).toBe(201);
    return created.json<Substance>();
  }

  async function entries(me: SignedIn, query = ''): Promise<{ entries: Entry[]; total: number }> {
    const listed = await me.call('GET', `/api/history/entries?limit=500${query}`);
    expect(listed.statusCode).toBe(200);
    return listed.json();
  }

  async function supplyOf(me: SignedIn, id: string): Promise<{ remainingSupply: number | null; totalDoses: number }> {
    const read = (await me.call('GET', `/api/supplements/${id}`)).json<Substance>();
    return { remainingSupply: read.remainingSupply, totalDoses: read.totalDoses };
  }

  it('adds an entry for an earlier day and time, and refuses a day that has not come yet', async () => {
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const me = await signedInUser(app, { timezone: 'America/Los_Angeles' });
    const created = await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, date: '2026-11-17', time: '21:30' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Entry>()).toMatchObject({ date: '2026-11-17', time: '21:30' });
    const summaries = (await me.call('GET', '/api/history/daily-summaries?days=30')).json<{ days: Array<{ date: string; entriesCount: number }> }>();
    expect(summaries.days.find((d) => d.date === '2026-11-17')).toMatchObject({ entriesCount: 1 });

    // 08:00 on the 23rd in Los Angeles: the 24th has not come yet there.
    const future = await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, date: '2026-11-24' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'date', message: 'An entry cannot be dated in the future' }] });
    expect((await entries(me)).total).toBe(1);
  });

  it('replaces an entry with PUT, keeping its day and time unless given, and the day figures follow', async () => {
    const me = await signedInUser(app);
    const omega = await substance(me, 'Omega-3');
    const created = (
      await me.call('POST', '/api/entries', {
        type: 'REGULAR',
        ...metrics,
        date: '2026-11-22',
        time: '09:15',
        notes: 'Wrong rating',
        tags: ['Tired'],
        supplements: [{ supplementId: omega.id }],
        focusAids: [{ focusAidId: 'default-walk' }],
      })
    ).json<Entry>();

    const put = await me.call('PUT', `/api/entries/${created.id}`, {
      type: 'REGULAR',
      ...metrics,
      overallRating: 3,
      energy: 4,
      notes: 'Corrected',
      tags: ['Calm'],
      supplements: [],
      focusAids: [{ focusAidId: 'default-pomodoro' }],
    });
    expect(put.statusCode).toBe(200);
    const updated = put.json<Entry>();
    expect(updated).toMatchObject({
      id: created.id,
      date: '2026-11-22',
      time: '09:15',
      createdAt: created.createdAt,
      overallRating: 3,
      energy: 4,
      mood: null,
      notes: 'Corrected',
      tags: ['Calm'],
      supplements: [],
    });
    expect(updated.focusAids.map((a) => a.focusAidId)).toEqual(['default-pomodoro']);
    expect((await entries(me)).entries).toEqual([updated]);
    const day = (await me.call('GET', '/api/history/daily-summaries?days=7')).json<{ days: Array<{ date: string; avgRating: number | null }> }>();
    expect(day.days.find((d) => d.date === '2026-11-22')?.avgRating).toBe(3);

    // Moving it to another day and time.
    const moved = await me.call('PUT', `/api/entries/${created.id}`, { type: 'SUPPLEMENT_ONLY', date: '2026-11-20', time: '07:05' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Entry>()).toMatchObject({ type: 'SUPPLEMENT_ONLY', date: '2026-11-20', time: '07:05', overallRating: null, tags: [] });
  });

  it('validates a PUT like a new entry and stores nothing on refusal', async () => {
    const me = await signedInUser(app);
    const created = (await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, notes: 'Keep me' })).json<Entry>();
    const missing = await me.call('PUT', `/api/entries/${created.id}`, { type: 'REGULAR', overallRating: 4 });
    expect(missing.statusCode).toBe(400);
    const outOfRange = await me.call('PUT', `/api/entries/${created.id}`, { type: 'REGULAR', ...metrics, focusLevel: 11 });
    expect(outOfRange.statusCode).toBe(400);
    const future = await me.call('PUT', `/api/entries/${created.id}`, { type: 'REGULAR', ...metrics, date: '2027-01-01' });
    expect(future.statusCode).toBe(400);
    expect((await entries(me)).entries).toEqual([created]);
  });

  it('answers 404 for another user’s entry on PUT and DELETE, and leaves it as it was', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const created = (await owner.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, notes: 'Mine' })).json<Entry>();
    const put = await other.call('PUT', `/api/entries/${created.id}`, { type: 'REGULAR', ...metrics, notes: 'Theirs' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ error: 'Entry not found', code: 'NOT_FOUND' });
    const unknown = await other.call('PUT', '/api/entries/no-such-entry', { type: 'REGULAR', ...metrics, notes: 'Theirs' });
    expect(unknown.json()).toEqual(put.json());
    expect((await other.call('DELETE', `/api/entries/${created.id}`)).statusCode).toBe(404);
    expect((await entries(owner)).entries).toEqual([created]);
  });

  it('refuses an entry naming another user’s substance, on POST and PUT, exactly like an unknown one', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const theirs = await substance(other, 'Their pill');
    const mine = (await owner.call('POST', '/api/entries', { type: 'REGULAR', ...metrics })).json<Entry>();

    const post = await owner.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, supplements: [{ supplementId: theirs.id }] });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ details: [{ path: 'supplements.0.supplementId', message: 'Unknown substance' }] });
    const put = await owner.call('PUT', `/api/entries/${mine.id}`, { type: 'REGULAR', ...metrics, supplements: [{ supplementId: theirs.id }] });
    expect(put.statusCode).toBe(404);
    const unknown = await owner.call('PUT', `/api/entries/${mine.id}`, { type: 'REGULAR', ...metrics, supplements: [{ supplementId: 'no-such-id' }] });
    expect(put.json()).toEqual(unknown.json());
    expect((await entries(owner)).entries).toEqual([mine]);
    expect(JSON.stringify(put.json())).not.toContain('Their pill');
  });

  it('deletes an entry once: the second delete is 404, and the day summary follows', async () => {
    const me = await signedInUser(app);
    const created = (await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, date: '2026-11-21' })).json<Entry>();
    expect((await me.call('DELETE', `/api/entries/${created.id}`)).statusCode).toBe(204);
    expect((await me.call('DELETE', `/api/entries/${created.id}`)).statusCode).toBe(404);
    expect((await entries(me)).total).toBe(0);
    const summaries = (await me.call('GET', '/api/history/daily-summaries?days=7')).json<{ days: unknown[] }>();
    expect(summaries.days).toEqual([]);
  });

  it('edits, back-dates and removes a past dose, giving supply back exactly once', async () => {
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const me = await signedInUser(app);
    const created = await me.call('POST', '/api/supplements', { name: 'Magnesium', brand: 'Acme', remainingSupply: 10, dosage: 200, unit: 'mg' });
    expect(created.statusCode).toBe(201);
    const magnesium = created.json<Substance>();
    // A forgotten dose, logged for yesterday evening.
    const logged = await me.call('POST', '/api/supplement-doses', { supplementId: magnesium.id, timestamp: '2026-11-22T20:00:00.000Z', notes: 'Forgot' });
    expect(logged.statusCode).toBe(201);
    const dose = logged.json<{ dose: { id: string; date: string } }>().dose;
    expect(dose.date).toBe('2026-11-22');
    expect(await supplyOf(me, magnesium.id)).toEqual({ remainingSupply: 9, totalDoses: 1 });

    const day = (await me.call('GET', '/api/supplement-doses?date=2026-11-22')).json<DayDoses>();
    expect(day).toEqual({
      date: '2026-11-22',
      doses: [{ ...logged.json<{ dose: object }>().dose, supplement: { name: 'Magnesium', brand: 'Acme', unit: 'mg' } }],
      total: 1,
    });
    expect((await me.call('GET', '/api/supplement-doses?date=2026-11-23')).json<DayDoses>().doses).toEqual([]);

    const edited = await me.call('PATCH', `/api/supplement-doses/${dose.id}`, { timestamp: '2026-11-21T08:00:00.000Z', dosage: 200, notes: 'Half' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ date: '2026-11-21', dosage: 200, notes: 'Half' });
    expect(await supplyOf(me, magnesium.id)).toEqual({ remainingSupply: 9, totalDoses: 1 });

    const [first, second] = await Promise.all([me.call('DELETE', `/api/supplement-doses/${dose.id}`), me.call('DELETE', `/api/supplement-doses/${dose.id}`)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([204, 404]);
    expect((await me.call('DELETE', `/api/supplement-doses/${dose.id}`)).statusCode).toBe(404);
    expect(await supplyOf(me, magnesium.id)).toEqual({ remainingSupply: 10, totalDoses: 0 });
  });

  it('lists one day’s doses and sessions of the user only, and refuses a malformed day', async () => {
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const theirs = await substance(other, 'Their pill');
    await other.call('POST', '/api/supplement-doses', { supplementId: theirs.id });
    const started = (await me.call('POST', '/api/focus-sessions/start', { plannedDuration: 25 })).json<{ id: string }>();
    clock.set(new Date('2026-11-23T16:10:00.000Z')); // within the access token's 15 minutes
    expect((await me.call('PATCH', `/api/focus-sessions/${started.id}/stop`, { productivity: 8 })).statusCode).toBe(200);

    const mine = (await me.call('GET', '/api/focus-sessions?date=2026-11-23')).json<TodaySessions>();
    expect(mine.sessions.map((s) => [s.id, s.duration, s.productivity])).toEqual([[started.id, 600, 8]]);
    expect((await other.call('GET', '/api/focus-sessions?date=2026-11-23')).json<TodaySessions>().sessions).toEqual([]);
    expect((await me.call('GET', '/api/supplement-doses?date=2026-11-23')).json<DayDoses>().doses).toEqual([]);
    expect((await me.call('GET', '/api/supplement-doses?date=yesterday')).statusCode).toBe(400);
    expect((await me.call('GET', '/api/focus-sessions')).statusCode).toBe(400);

    // Deleting a past session: gone from its day, and the entry that named it keeps everything but the link.
    const linked = (await me.call('POST', '/api/entries', { type: 'SESSION_ONLY', sessionId: started.id })).json<Entry>();
    expect(linked.session?.id).toBe(started.id);
    expect((await other.call('DELETE', `/api/focus-sessions/${started.id}`)).statusCode).toBe(404);
    expect((await me.call('DELETE', `/api/focus-sessions/${started.id}`)).statusCode).toBe(204);
    expect((await me.call('GET', '/api/focus-sessions?date=2026-11-23')).json<TodaySessions>().sessions).toEqual([]);
    expect((await entries(me)).entries[0]).toMatchObject({ id: linked.id, session: null });
  });

  it('searches notes, mood tags and substance names and brands, and pages past the limit', async () => {
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const theanine = await substance(me, 'L-Theanine', null, 'Calmwell');
    await other.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, notes: 'theanine and 100% focus' });
    const a = (await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, notes: 'Long meeting, 100% drained', date: '2026-11-20' })).json<Entry>();
    const b = (
      await me.call('POST', '/api/entries', { type: 'SUPPLEMENT_ONLY', tags: ['Restless'], supplements: [{ supplementId: theanine.id }] })
    ).json<Entry>();
    const c = (await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, tags: ['Calm'], date: '2026-11-21' })).json<Entry>();

    const ids = async (query: string) => (await entries(me, query)).entries.map((e) => e.id);
    expect(await ids('&search=MEETING')).toEqual([a.id]);
    expect(await ids('&search=theanine')).toEqual([b.id]);
    expect(await ids('&search=calm')).toEqual([b.id, c.id]); // the brand Calmwell, and the tag Calm
    expect(await ids('&search=100%25')).toEqual([a.id]); // % is a character, not a wildcard
    expect(await ids('&search=%22')).toEqual([]); // a quote never matches the stored tag list's syntax
    expect(await ids('&search=less')).toEqual([b.id]);
    expect(await ids('&tag=Calm&type=REGULAR')).toEqual([c.id]);
    expect(await ids('&days=3')).toEqual([b.id, c.id]);

    const firstPage = (await me.call('GET', '/api/history/entries?limit=2')).json<{ entries: Entry[]; total: number }>();
    expect(firstPage.total).toBe(3);
    expect(firstPage.entries.map((e) => e.id)).toEqual([b.id, c.id]);
    const next = (await me.call('GET', '/api/history/entries?limit=2&offset=2')).json<{ entries: Entry[]; total: number }>();
    expect(next.entries.map((e) => e.id)).toEqual([a.id]);
    expect((await me.call('GET', '/api/history/entries?offset=-1')).statusCode).toBe(400);
  });
});
