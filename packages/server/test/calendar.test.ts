/**
 * The calendar feed over HTTP on each database: making, replacing and revoking the secret address (only its hash
 * stored), the feed fetched without a session and read back by ical.js (TZID with its VTIMEZONE, RRULE with BYDAY,
 * INTERVAL and UNTIL, 08:00 local on both sides of a daylight-saving change in New York and Berlin, no event for an
 * as-needed schedule), another user's feed never showing your doses, and odd tokens answered 404 or 400, never 500.
 * Schedules are saved through the schedules API; refill dates come from the run-out forecast of a supplied substance.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, DEFAULT_REMINDER_SETTINGS, type ScheduleInput, type Substance } from '@wellness/contract';
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { eventBySummary, occurrencesOf, parseFeed, ruleOf, wallClock } from './support/calendar-feed.js';
import { describeEachDatabase } from './support/databases.js';
import { APP_ORIGIN, Client, createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');

type ScheduleFields = Partial<ScheduleInput> & Pick<ScheduleInput, 'times' | 'startDate'>;

describeEachDatabase('calendar feed', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock: new ManualClock(NOW) });
  });
  afterAll(() => app.close());

  async function userId(user: SignedIn): Promise<string> {
    const row = await app.db.selectFrom('users').select('id').where('email', '=', user.user.email).executeTakeFirstOrThrow();
    return row.id;
  }

  async function substance(user: SignedIn, name: string, dosage: number | null = null, remainingSupply: number | null = null): Promise<Substance> {
    const response = await user.call('POST', '/api/prescriptions', { name, remainingSupply, ...(dosage === null ? {} : { dosage, unit: 'mg' }) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Substance>();
  }

  /** Saves a schedule through the schedules API, with reminders as the defaults. */
  async function schedule(user: SignedIn, of: Substance, input: ScheduleFields): Promise<void> {
    const response = await user.call('PUT', `/api/schedules/${of.id}`, {
      kind: 'fixed',
      weekdays: null,
      everyNDays: null,
      amount: null,
      endDate: null,
      reminders: DEFAULT_REMINDER_SETTINGS,
      refillLeadDays: 7,
      ...input,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function createFeed(user: SignedIn): Promise<{ url: string; createdAt: string; path: string; token: string }> {
    const response = await user.call('POST', '/api/calendar/token');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ url: string; createdAt: string }>();
    const url = new URL(body.url);
    const token = /^\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url.pathname)?.[1];
    if (!token) throw new Error(`unexpected feed URL ${body.url}`);
    return { ...body, path: url.pathname, token };
  }

  /** As a calendar app fetches it: no session, no cookie, from another address. */
  function fetchFeed(path: string): Promise<LightMyRequestResponse> {
    return new Client(app).request({ method: 'GET', url: path });
  }

  function expectNotFound(response: LightMyRequestResponse): void {
    expect(response.statusCode, response.body).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: CALENDAR_MESSAGES.feedNotFound, code: 'NOT_FOUND' });
  }

  it('makes a secret address stored as its hash only, and tells whether one exists', async () => {
    const me = await signedInUser(app);
    expect((await me.call('GET', '/api/calendar/token')).json()).toEqual({ active: false, createdAt: null });
    const feed = await createFeed(me);
    expect(feed.url.startsWith(`${APP_ORIGIN}/api/calendar/`)).toBe(true);
    expect(feed.createdAt).toBe(NOW.toISOString());
    expect((await me.call('GET', '/api/calendar/token')).json()).toEqual({ active: true, createdAt: NOW.toISOString() });
    const stored = await app.db
      .selectFrom('calendar_tokens')
      .selectAll()
      .where('user_id', '=', await userId(me))
      .execute();
    expect(stored).toEqual([{ user_id: await userId(me), token_hash: createHash('sha256').update(feed.token).digest('hex'), created_at: NOW.toISOString() }]);
    expect(JSON.stringify(stored)).not.toContain(feed.token);
  });

  it('serves the scheduled doses as recurring events in the user zone, read back by another calendar library', async () => {
    const me = await signedInUser(app, { timezone: 'America/New_York' });
    await schedule(me, await substance(me, 'Methylphenidate', 10), {
      times: ['08:00', '13:00'],
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      amount: 10,
      startDate: '2026-03-02',
      endDate: '2026-03-31',
    });
    await schedule(me, await substance(me, 'Vitamin D'), { times: ['08:00'], everyNDays: 2, startDate: '2026-03-05' });
    await schedule(me, await substance(me, 'Ibuprofen'), { kind: 'as-needed', times: [], startDate: '2026-03-01' });
    const response = await fetchFeed((await createFeed(me)).path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('BEGIN:VCALENDAR')).toBe(true);

    const feed = parseFeed(response.body);
    expect(feed.timezones).toEqual(['America/New_York']);
    expect(feed.events.map((event) => event.summary).sort()).toEqual(['Take Methylphenidate 10 mg', 'Take Methylphenidate 10 mg', 'Take Vitamin D']);
    for (const event of feed.events) expect(event.startDate.zone?.tzid).toBe('America/New_York');

    const methylphenidate = feed.events.filter((event) => event.summary === 'Take Methylphenidate 10 mg');
    expect(methylphenidate.map(ruleOf)).toEqual([
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260401T035959Z',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260401T035959Z',
    ]);
    const morning = methylphenidate.find((event) => event.startDate.hour === 8);
    if (!morning) throw new Error('no 08:00 event');
    // Across 8 March, when New York moves to daylight-saving time: 08:00 on every weekday, the instant an hour earlier.
    const doses = occurrencesOf(morning);
    expect(doses.slice(0, 6).map((instant) => wallClock(instant, 'America/New_York'))).toEqual([
      '2026-03-02 08:00',
      '2026-03-03 08:00',
      '2026-03-04 08:00',
      '2026-03-05 08:00',
      '2026-03-06 08:00',
      '2026-03-09 08:00',
    ]);
    expect(doses[4]?.toISOString()).toBe('2026-03-06T13:00:00.000Z');
    expect(doses[5]?.toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(doses).toHaveLength(22);
    expect(wallClock(doses.at(-1) ?? new Date(0), 'America/New_York')).toBe('2026-03-31 08:00');

    const vitaminD = eventBySummary(feed, 'Take Vitamin D');
    expect(ruleOf(vitaminD)).toBe('FREQ=DAILY;INTERVAL=2');
    expect(occurrencesOf(vitaminD, 3).map((instant) => wallClock(instant, 'America/New_York'))).toEqual([
      '2026-03-05 08:00',
      '2026-03-07 08:00',
      '2026-03-09 08:00',
    ]);
  });

  it('puts an all-day refill event on the day the run-out forecast says to refill by', async () => {
    const me = await signedInUser(app, { timezone: 'America/New_York' });
    // 20 doses at two a day from 1 March: the forecast the substance shows is the one the feed must carry.
    const item = await substance(me, 'Methylphenidate', 10, 20);
    await schedule(me, item, { times: ['08:00', '20:00'], amount: 1, startDate: '2026-03-01', refillLeadDays: 7 });
    const runOut = (await me.call('GET', `/api/prescriptions/${item.id}`)).json<Substance>().runOut;
    if (!runOut) throw new Error('no run-out forecast');
    const feed = parseFeed((await fetchFeed((await createFeed(me)).path)).body);
    const runsOut = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${runOut.date}T00:00:00Z`));
    const refill = eventBySummary(feed, `Refill Methylphenidate: runs out around ${runsOut}`);
    expect(refill.startDate.isDate).toBe(true);
    expect(refill.startDate.toString()).toBe(runOut.refillBy);
    expect(refill.uid).toBe(`refill-${item.id}@wellness.test`);
  });

  it('keeps 08:00 in Berlin across its own change to summer time', async () => {
    const me = await signedInUser(app, { timezone: 'Europe/Berlin' });
    await schedule(me, await substance(me, 'Atomoxetine', 40), { times: ['08:00'], amount: 40, startDate: '2026-03-27', endDate: '2026-03-30' });
    const feed = parseFeed((await fetchFeed((await createFeed(me)).path)).body);
    expect(feed.timezones).toEqual(['Europe/Berlin']);
    const doses = occurrencesOf(eventBySummary(feed, 'Take Atomoxetine 40 mg'));
    expect(doses.map((instant) => wallClock(instant, 'Europe/Berlin'))).toEqual([
      '2026-03-27 08:00',
      '2026-03-28 08:00',
      '2026-03-29 08:00',
      '2026-03-30 08:00',
    ]);
    expect(doses.map((instant) => instant.getUTCHours())).toEqual([7, 7, 6, 6]);
  });

  it('answers 404 once revoked, and a replaced address stops working while the new one works', async () => {
    const me = await signedInUser(app);
    const first = await createFeed(me);
    expect((await fetchFeed(first.path)).statusCode).toBe(200);
    const second = await createFeed(me);
    expect(second.token).not.toBe(first.token);
    expectNotFound(await fetchFeed(first.path));
    expect((await fetchFeed(second.path)).statusCode).toBe(200);

    expect((await me.call('DELETE', '/api/calendar/token')).statusCode).toBe(204);
    expectNotFound(await fetchFeed(second.path));
    expect((await me.call('GET', '/api/calendar/token')).json()).toEqual({ active: false, createdAt: null });
    // Revoking what is already gone is done already.
    expect((await me.call('DELETE', '/api/calendar/token')).statusCode).toBe(204);
  });

  it("never shows another user's doses, and each user's address and status are their own", async () => {
    const alice = await signedInUser(app);
    const bob = await signedInUser(app);
    await schedule(alice, await substance(alice, 'Alice Secret Med', 5), { times: ['07:00'], amount: 5, startDate: '2026-03-01' });
    await schedule(bob, await substance(bob, 'Bob Own Med', 1), { times: ['09:00'], amount: 1, startDate: '2026-03-01' });
    const aliceFeed = await createFeed(alice);
    expect((await bob.call('GET', '/api/calendar/token')).json()).toEqual({ active: false, createdAt: null });
    const bobFeed = await createFeed(bob);
    const bobText = (await fetchFeed(bobFeed.path)).body;
    expect(parseFeed(bobText).events.map((event) => event.summary)).toEqual(['Take Bob Own Med 1 mg']);
    expect(bobText).not.toContain('Alice');
    // Bob revoking his feed leaves Alice's working.
    expect((await bob.call('DELETE', '/api/calendar/token')).statusCode).toBe(204);
    expect(parseFeed((await fetchFeed(aliceFeed.path)).body).events.map((event) => event.summary)).toEqual(['Take Alice Secret Med 5 mg']);
  });

  it('refuses the address routes without a session', async () => {
    const anonymous = new Client(app);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await anonymous.request({ method, url: '/api/calendar/token' });
      expect(response.statusCode, `${method} ${response.body}`).toBe(401);
    }
  });

  describe('odd addresses', () => {
    it('answers 404 for a token of the wrong shape, a missing suffix or an unknown token, and 400 past the length limit', async () => {
      const me = await signedInUser(app);
      const { token } = await createFeed(me);
      for (const file of [
        token,
        `${token}.ICS`,
        `${token}.ics.ics`,
        // The real token with its last character changed (to one it is not).
        `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}.ics`,
        'x.ics',
        '.ics',
        'token.ics',
        '..%2F..%2Fetc%2Fpasswd.ics',
        `${'a'.repeat(43)}.ics`,
        '%F0%9F%92%8A.ics',
        "'%20OR%201=1--.ics",
      ]) {
        expectNotFound(await fetchFeed(`/api/calendar/${file}`));
      }
      for (const file of [`${'a'.repeat(500)}.ics`, `${'b'.repeat(20_000)}.ics`]) {
        const response = await fetchFeed(`/api/calendar/${file}`);
        expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
        expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String), code: expect.any(String) }));
      }
    });
  });
});
