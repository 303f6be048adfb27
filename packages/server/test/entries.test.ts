/** Entries: the three types, validation, links to the user's own items, lists with filters, and day summaries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_TIME_OF_DAY, type DailySummary, type Entry, type FocusSession, type Substance } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const metrics = { overallRating: 8, focusLevel: 7, taskInitiation: 6, restlessness: 3, productivity: 9 };

describeEachDatabase('entries', (database) => {
  let app: TestApp;
  const clock = new ManualClock(new Date('2026-11-23T16:00:00.000Z'));
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  async function substance(me: SignedIn, name: string, remainingSupply: number | null = null): Promise<Substance> {
    return (await me.call('POST', '/api/supplements', { name, brand: 'Acme', remainingSupply })).json<Substance>();
  }

  it('saves a full-tracking entry with supplements, aids, tags and notes, and reads nested names back', async () => {
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const me = await signedInUser(app, { timezone: 'America/Los_Angeles' });
    const omega = await substance(me, 'Omega-3');
    const created = await me.call('POST', '/api/entries', {
      type: 'REGULAR',
      ...metrics,
      notes: 'Good morning focus',
      tags: ['Focused', 'Calm'],
      supplements: [{ supplementId: omega.id, taken: true, timeOfDay: ENTRY_TIME_OF_DAY }],
      focusAids: [{ focusAidId: 'default-walk' }],
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json<Entry>();
    expect(entry).toMatchObject({
      type: 'REGULAR',
      ...metrics,
      date: '2026-11-23',
      time: '08:00',
      notes: 'Good morning focus',
      tags: ['Focused', 'Calm'],
      supplements: [{ supplementId: omega.id, taken: true, timeOfDay: 'morning', supplement: { name: 'Omega-3', brand: 'Acme' } }],
      focusAids: [{ focusAidId: 'default-walk', tool: { icon: '🚶', name: 'Short walk' } }],
      session: null,
    });
    const list = (await me.call('GET', '/api/entries?limit=50')).json<{ entries: Entry[] }>();
    expect(list.entries[0]).toEqual(entry);
  });

  it('needs every metric for full tracking but not for a supplement-only entry, and checks ranges, tags and types', async () => {
    const me = await signedInUser(app);
    const missing = await me.call('POST', '/api/entries', { type: 'REGULAR', overallRating: 5 });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['focusLevel', 'productivity', 'restlessness', 'taskInitiation']);
    const omega = await substance(me, 'Omega-3');
    const supplementOnly = await me.call('POST', '/api/entries', { type: 'SUPPLEMENT_ONLY', supplements: [{ supplementId: omega.id }] });
    expect(supplementOnly.statusCode).toBe(201);
    expect(supplementOnly.json<Entry>()).toMatchObject({ overallRating: null, supplements: [{ taken: true, timeOfDay: 'afternoon' }] }); // 16:00 in the user's zone (UTC)
    for (const [payload, path] of [
      [{ ...metrics, focusLevel: 11 }, 'focusLevel'],
      [{ ...metrics, productivity: 0 }, 'productivity'],
      [{ ...metrics, tags: ['Sleepy'] }, 'tags.0'],
      [{ ...metrics, type: 'DIARY' }, 'type'],
      [{ ...metrics, time: '25:00' }, 'time'],
    ] as const) {
      const response = await me.call('POST', '/api/entries', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
  });

  it("gives a substance without a part of the day the entry's own: 20:47 is evening, a chosen one is kept", async () => {
    clock.set(new Date('2026-11-24T04:47:00.000Z'));
    const me = await signedInUser(app, { timezone: 'America/Los_Angeles' });
    const omega = await substance(me, 'Omega-3');
    const evening = await me.call('POST', '/api/entries', { type: 'SUPPLEMENT_ONLY', supplements: [{ supplementId: omega.id }] });
    expect(evening.json<Entry>()).toMatchObject({ date: '2026-11-23', time: '20:47', supplements: [{ timeOfDay: 'evening' }] });
    const chosen = await me.call('POST', '/api/entries', { type: 'SUPPLEMENT_ONLY', supplements: [{ supplementId: omega.id, timeOfDay: 'morning' }] });
    expect(chosen.json<Entry>().supplements).toMatchObject([{ timeOfDay: 'morning' }]);
    const atTime = await me.call('POST', '/api/entries', { type: 'SUPPLEMENT_ONLY', time: '13:10', supplements: [{ supplementId: omega.id }] });
    expect(atTime.json<Entry>().supplements).toMatchObject([{ timeOfDay: 'afternoon' }]);
    const corrected = await me.call('PUT', `/api/entries/${atTime.json<Entry>().id}`, {
      type: 'SUPPLEMENT_ONLY',
      time: '23:30',
      supplements: [{ supplementId: omega.id }],
    });
    expect(corrected.json<Entry>().supplements).toMatchObject([{ timeOfDay: 'night' }]);
    const stored = await app.db.selectFrom('entry_supplements').select('time_of_day').where('entry_id', '=', evening.json<Entry>().id).execute();
    expect(stored).toEqual([{ time_of_day: 'evening' }]);
  });

  it("refuses another user's supplements, aids and sessions in an entry, and saves nothing", async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const theirs = await substance(other, 'Their Zinc');
    const theirAid = (await other.call('POST', '/api/focus-aids', { name: 'Their aid' })).json<{ id: string }>();
    const theirSession = (await other.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
    const response = await me.call('POST', '/api/entries', {
      ...metrics,
      supplements: [{ supplementId: theirs.id }],
      focusAids: [{ focusAidId: theirAid.id }],
      sessionId: theirSession.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not found', code: 'NOT_FOUND' });
    expect(
      response
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['focusAids.0.focusAidId', 'sessionId', 'supplements.0.supplementId']);
    expect((await me.call('GET', '/api/entries')).json<{ total: number }>().total).toBe(0);
  });

  it('filters entries by type, days, text and mood tag, newest first, within the limit', async () => {
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const me = await signedInUser(app);
    const make = (date: string, body: object) => me.call('POST', '/api/entries', { ...metrics, date, time: '09:00', ...body });
    await make('2026-11-23', { notes: 'Deep work on the REPORT', tags: ['Focused'] });
    await make('2026-11-20', { notes: '50% done_ today', tags: ['Tired'] });
    await make('2026-11-01', { notes: 'old', tags: ['Focused'] });
    await me.call('POST', '/api/entries', { type: 'SESSION_ONLY', date: '2026-11-22', notes: 'session note' });

    const ids = async (query: string) => (await me.call('GET', `/api/entries?${query}`)).json<{ entries: Entry[] }>().entries.map((e) => e.notes);
    expect(await ids('limit=50')).toEqual(['Deep work on the REPORT', 'session note', '50% done_ today', 'old']);
    expect(await ids('limit=2')).toEqual(['Deep work on the REPORT', 'session note']);
    expect(await ids('days=7')).toEqual(['Deep work on the REPORT', 'session note', '50% done_ today']);
    expect(await ids('type=SESSION_ONLY')).toEqual(['session note']);
    expect(await ids('search=report')).toEqual(['Deep work on the REPORT']);
    expect(await ids('search=50%25')).toEqual(['50% done_ today']);
    expect(await ids('search=%25')).toEqual(['50% done_ today']);
    expect(await ids('tag=Focused')).toEqual(['Deep work on the REPORT', 'old']);
    expect(await ids('limit=50&from=2026-11-20&to=2026-11-22')).toEqual(['session note', '50% done_ today']);
    expect((await me.call('GET', '/api/history/entries?limit=501')).statusCode).toBe(400);
  });

  it('summarises today: entries, doses, sessions with running time, and the average rating', async () => {
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const me = await signedInUser(app);
    const omega = await substance(me, 'Omega-3');
    await me.call('POST', '/api/supplement-doses', { supplementId: omega.id });
    await me.call('POST', '/api/supplement-doses', { supplementId: omega.id });
    await me.call('POST', '/api/entries', { ...metrics, overallRating: 6 });
    await me.call('POST', '/api/entries', { ...metrics, overallRating: 9 });
    await me.call('POST', '/api/entries', { ...metrics, overallRating: 8, date: '2026-11-22' });
    const session = (await me.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
    clock.advance(10 * 60_000);
    await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`, {});
    await me.call('POST', '/api/focus-sessions/start', {});
    clock.advance(60_000);
    const summary = (await me.call('GET', '/api/entries/daily-summary')).json<DailySummary>();
    expect(summary).toEqual({ date: '2026-11-23', entriesCount: 2, dosesCount: 2, sessionsCount: 2, totalFocusTime: 660, avgRating: 7.5 });

    const days = (await me.call('GET', '/api/history/daily-summaries?days=7')).json<{
      days: Array<{ date: string; entriesCount: number; totalFocusTime: number }>;
    }>();
    expect(days.days.map((d) => [d.date, d.entriesCount, d.totalFocusTime])).toEqual([
      ['2026-11-23', 2, 600],
      ['2026-11-22', 1, 0],
    ]);
  });

  it('offers for dose logging only substances with supply above zero or unknown', async () => {
    const me = await signedInUser(app);
    await substance(me, 'Empty', 0);
    await substance(me, 'Plenty', 30);
    await substance(me, 'Untracked', null);
    await me.call('POST', '/api/prescriptions', { name: 'Methylphenidate', remainingSupply: 10 });
    const names = (await me.call('GET', '/api/daily/supplements')).json<{ supplements: Substance[] }>().supplements.map((s) => s.name);
    expect(names).toEqual(['Methylphenidate', 'Plenty', 'Untracked']);
  });

  it("gives the daily insight from the user's own days, and says when there is too little data", async () => {
    clock.set(new Date('2026-11-23T16:00:00.000Z'));
    const me = await signedInUser(app);
    const empty = (await me.call('GET', '/api/daily/insight')).json();
    expect(empty).toMatchObject({ enoughData: false, daysWithEntries: 0, windowDays: 14 });
    for (const [date, productivity] of [
      ['2026-11-23', 8],
      ['2026-11-22', 7],
      ['2026-11-21', 9],
    ] as const) {
      await me.call('POST', '/api/entries', { ...metrics, productivity, date });
    }
    const insight = (await me.call('GET', '/api/daily/insight')).json();
    expect(insight).toMatchObject({ enoughData: true, daysWithEntries: 3 });
    expect(insight.text).toContain('productivity averaged 8.0');
  });

  it("reads the insight's fourteen days in the user's time zone: rated days only, sessions on their own day", async () => {
    // Signed in at the end, so the access token is still valid when the clock comes back there.
    const now = new Date('2026-11-24T06:00:00.000Z');
    clock.set(now);
    const me = await signedInUser(app, { timezone: 'America/Los_Angeles' });
    // A focus session started at local noon of `day` (20:00 UTC in November) and stopped ten minutes later.
    async function sessionOn(day: string) {
      clock.set(new Date(`${day}T20:00:00.000Z`));
      const session = (await me.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
      clock.advance(10 * 60_000);
      expect((await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`, {})).statusCode).toBe(200);
    }
    for (const day of ['2026-11-09', '2026-11-10', '2026-11-12', '2026-11-18']) await sessionOn(day);
    // 06:00 UTC on the 24th is 22:00 on the 23rd in Los Angeles: the window is the 10th to the 23rd.
    clock.set(now);
    for (const [date, productivity] of [
      ['2026-11-09', 1], // the day before the window, with a session: never counted
      ['2026-11-10', 9], // the window's first day, with a session
      ['2026-11-12', 7], // with a session
      ['2026-11-14', 3],
      ['2026-11-16', 5],
      ['2026-11-23', 6], // today for the user, already the 24th in UTC
    ] as const) {
      expect((await me.call('POST', '/api/entries', { ...metrics, productivity, date })).statusCode).toBe(201);
    }
    // An entry without ratings makes a day with an entry but no productivity: not a rated day, not a zero.
    expect((await me.call('POST', '/api/entries', { type: 'SESSION_ONLY', date: '2026-11-20', notes: 'no ratings' })).statusCode).toBe(201);
    const insight = (await me.call('GET', '/api/daily/insight')).json();
    expect(insight).toEqual({
      enoughData: true,
      daysWithEntries: 5,
      windowDays: 14,
      text: 'On days with a focus session your productivity averaged 8.0, higher than the 4.7 on days without (2 and 3 days in the last two weeks). A pattern, not proof: keep logging to see if it holds.',
    });
  });

  describe('idempotency keys (a save sent again after its answer was lost)', () => {
    it('keeps one entry per key: a repeat answers the first entry, and a racing repeat too', async () => {
      const me = await signedInUser(app);
      const body = { type: 'REGULAR', ...metrics, notes: 'sent twice', idempotencyKey: 'save-5c0ffee1' };
      const first = await me.call('POST', '/api/entries', body);
      expect(first.statusCode).toBe(201);
      const again = await me.call('POST', '/api/entries', body);
      expect(again.statusCode).toBe(201);
      expect(again.json<Entry>()).toEqual(first.json<Entry>());
      const raced = await Promise.all([1, 2, 3].map(() => me.call('POST', '/api/entries', { ...body, idempotencyKey: 'race-e2a9b7' })));
      expect(raced.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(raced.map((answer) => answer.json<Entry>().id)).size).toBe(1);
      const list = (await me.call('GET', '/api/entries?limit=50')).json<{ entries: Entry[]; total: number }>();
      expect(list.entries.map((entry) => entry.notes)).toEqual(['sent twice', 'sent twice']);
      // Without a key every save is its own entry, as before.
      await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics });
      await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics });
      expect((await me.call('GET', '/api/entries?limit=50')).json<{ entries: Entry[] }>().entries).toHaveLength(4);
    });

    it("keeps keys per user, never answers another user's entry, and refuses malformed keys", async () => {
      const me = await signedInUser(app);
      const other = await signedInUser(app);
      const key = 'shared-entry-key';
      const mine = (await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, notes: 'mine', idempotencyKey: key })).json<Entry>();
      const theirs = await other.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, notes: 'theirs', idempotencyKey: key });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json<Entry>()).toMatchObject({ notes: 'theirs' });
      expect(theirs.json<Entry>().id).not.toBe(mine.id);
      for (const bad of ['short', 'has space in it', 'x'.repeat(101), 'ünïcode-key', 42]) {
        const refused = await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, idempotencyKey: bad });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'idempotencyKey' }] });
      }
      expect((await me.call('GET', '/api/entries?limit=50')).json<{ entries: Entry[] }>().entries).toHaveLength(1);
      // A correction (PUT) takes no key and keeps the entry's own.
      const corrected = await me.call('PUT', `/api/entries/${mine.id}`, { type: 'REGULAR', ...metrics, notes: 'corrected' });
      expect(corrected.statusCode).toBe(200);
      const replayed = await me.call('POST', '/api/entries', { type: 'REGULAR', ...metrics, idempotencyKey: key });
      expect(replayed.json<Entry>()).toMatchObject({ id: mine.id, notes: 'corrected' });
    });
  });
});
