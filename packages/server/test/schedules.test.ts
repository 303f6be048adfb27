/**
 * Schedules and today's scheduled doses through the API: the schedule's rules and errors, another user's substance
 * answered 404, the states of an occurrence as time passes (manual clock, the user's zone), take logging one dose
 * however often it is sent and taking one unit of supply, a dose logged by hand settling the occurrence in whose
 * window it falls, snooze, skip, a closed window refused, and adherence counted from all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, type AdherenceResponse, type Occurrence, type Schedule, type Substance, type TodayReminders } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** 06:00 in New York (UTC−5) on Monday 16 November 2026. */
const START = new Date('2026-11-16T11:00:00.000Z');
const ZONE = 'America/New_York';

const schedule = (overrides: Record<string, unknown> = {}) => ({
  kind: 'fixed',
  times: ['20:00', '08:00'],
  weekdays: null,
  everyNDays: null,
  amount: 10,
  startDate: '2026-11-16',
  endDate: null,
  reminders: { enabled: true, channels: ['push', 'in-app'], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: null },
  refillLeadDays: 5,
  ...overrides,
});

describeEachDatabase('schedules and reminders', (database) => {
  let app: TestApp;
  const clock = new ManualClock(START);
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  async function user(): Promise<SignedIn> {
    clock.set(START);
    return signedInUser(app, { timezone: ZONE });
  }

  async function substance(me: SignedIn, body: Record<string, unknown> = {}): Promise<Substance> {
    const response = await me.call('POST', '/api/prescriptions', { name: 'Methylphenidate', dosage: 10, unit: 'mg', remainingSupply: 20, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Substance>();
  }

  async function today(me: SignedIn, query = ''): Promise<TodayReminders> {
    const response = await me.call('GET', `/api/reminders/today${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TodayReminders>();
  }

  async function at(me: SignedIn, iso: string): Promise<void> {
    clock.set(new Date(iso));
    await me.refresh();
  }

  describe('schedules', () => {
    it('stores a schedule with its times in order and answers it from GET, the list and PUT', async () => {
      const me = await user();
      const item = await substance(me);
      const put = await me.call('PUT', `/api/schedules/${item.id}`, schedule());
      expect(put.statusCode, put.body).toBe(200);
      const saved = put.json<Schedule>();
      expect(saved).toMatchObject({
        substanceId: item.id,
        substanceName: 'Methylphenidate',
        kind: 'fixed',
        times: ['08:00', '20:00'],
        amount: 10,
        refillLeadDays: 5,
      });
      expect((await me.call('GET', `/api/schedules/${item.id}`)).json<Schedule>()).toEqual(saved);
      expect((await me.call('GET', '/api/schedules')).json<{ schedules: Schedule[] }>().schedules).toEqual([saved]);

      const replaced = (await me.call('PUT', `/api/schedules/${item.id}`, schedule({ times: ['09:30'], weekdays: ['fri', 'mon'] }))).json<Schedule>();
      expect(replaced).toMatchObject({ times: ['09:30'], weekdays: ['mon', 'fri'], createdAt: saved.createdAt });
    });

    it('refuses bad schedules with the field that is wrong, and stores nothing', async () => {
      const me = await user();
      const item = await substance(me);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ times: [] }, 'times', SCHEDULE_MESSAGES.timesRequired],
        [{ times: ['08:00', '08:00'] }, 'times', SCHEDULE_MESSAGES.duplicateTime],
        [{ times: ['24:00'] }, 'times.0', 'Use a time like 08:00'],
        [{ kind: 'as-needed' }, 'times', SCHEDULE_MESSAGES.timesForAsNeeded],
        [{ weekdays: ['mon'], everyNDays: 2 }, 'everyNDays', SCHEDULE_MESSAGES.weekdaysOrInterval],
        [{ endDate: '2026-11-01' }, 'endDate', SCHEDULE_MESSAGES.endBeforeStart],
        [{ startDate: '2026-02-30' }, 'startDate', 'Use a real date'],
        [{ reminders: { enabled: true, channels: ['sms'], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: null } }, 'reminders.channels.0', ''],
        [
          { reminders: { enabled: true, channels: [], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: { from: '22:00', to: '22:00' } } },
          'reminders.quietHours.to',
          SCHEDULE_MESSAGES.quietHoursSame,
        ],
      ];
      for (const [change, path, message] of cases) {
        const response = await me.call('PUT', `/api/schedules/${item.id}`, schedule(change));
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        const body = response.json<{ code: string; details: Array<{ path: string; message: string }> }>();
        expect(body.code).toBe('VALIDATION_FAILED');
        const detail = body.details.find((d) => d.path === path);
        expect(detail, `${JSON.stringify(change)} → ${response.body}`).toBeDefined();
        if (message) expect(detail?.message).toBe(message);
      }
      expect((await me.call('GET', `/api/schedules/${item.id}`)).statusCode).toBe(404);
    });

    it('fills what a minimal body leaves out: every day from today, reminders on, a week of refill lead', async () => {
      const me = await user();
      const item = await substance(me);
      const response = await me.call('PUT', `/api/schedules/${item.id}`, { times: ['08:00'] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Schedule>()).toMatchObject({
        kind: 'fixed',
        times: ['08:00'],
        weekdays: null,
        everyNDays: null,
        amount: null,
        startDate: '2026-11-16',
        endDate: null,
        reminders: { enabled: true, channels: ['push', 'in-app'], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: null },
        refillLeadDays: 7,
      });
      expect((await me.call('PUT', `/api/schedules/${item.id}`, {})).json<{ details: Array<{ path: string }> }>().details.map((d) => d.path)).toEqual([
        'times',
      ]);
    });

    it('accepts an as-needed schedule without times', async () => {
      const me = await user();
      const item = await substance(me);
      const response = await me.call('PUT', `/api/schedules/${item.id}`, schedule({ kind: 'as-needed', times: [] }));
      expect(response.statusCode, response.body).toBe(200);
      expect((await today(me)).occurrences).toEqual([]);
    });

    it("answers another user's substance and schedule as not found, and deletes only one's own", async () => {
      const me = await user();
      const other = await user();
      const item = await substance(me);
      expect((await me.call('PUT', `/api/schedules/${item.id}`, schedule())).statusCode).toBe(200);
      expect((await other.call('GET', `/api/schedules/${item.id}`)).statusCode).toBe(404);
      expect((await other.call('PUT', `/api/schedules/${item.id}`, schedule())).statusCode).toBe(404);
      expect((await other.call('DELETE', `/api/schedules/${item.id}`)).statusCode).toBe(404);
      expect((await other.call('GET', '/api/schedules')).json<{ schedules: Schedule[] }>().schedules).toEqual([]);
      const occurrence = (await today(me)).occurrences[0];
      expect(occurrence).toBeDefined();
      expect((await other.call('POST', `/api/reminders/${occurrence?.id}/take`)).statusCode).toBe(404);
      expect((await me.call('DELETE', `/api/schedules/${item.id}`)).statusCode).toBe(204);
      expect((await me.call('GET', `/api/schedules/${item.id}`)).json<{ error: string }>().error).toBe(SCHEDULE_MESSAGES.notFound);
      expect((await me.call('DELETE', `/api/schedules/${item.id}`)).statusCode).toBe(404);
    });
  });

  describe("today's doses", () => {
    it('moves an occurrence from upcoming to due, late and missed as the day passes', async () => {
      const me = await user();
      const item = await substance(me);
      await me.call('PUT', `/api/schedules/${item.id}`, schedule({ times: ['08:00'] }));
      const states: Array<[string, string]> = [
        ['2026-11-16T12:59:00.000Z', 'upcoming'],
        ['2026-11-16T13:00:00.000Z', 'due'],
        ['2026-11-16T14:00:00.000Z', 'due'],
        ['2026-11-16T14:01:00.000Z', 'late'],
        ['2026-11-17T00:59:00.000Z', 'late'],
        ['2026-11-17T01:00:00.000Z', 'missed'],
      ];
      for (const [instant, state] of states) {
        await at(me, instant);
        const occurrences = (await today(me, '?date=2026-11-16')).occurrences;
        expect(
          occurrences.map((o) => [o.time, o.state]),
          instant,
        ).toEqual([['08:00', state]]);
      }
      const [missed] = (await today(me, '?date=2026-11-16')).occurrences;
      expect(missed).toMatchObject({ scheduledAt: '2026-11-16T13:00:00.000Z', closesAt: '2026-11-17T01:00:00.000Z', amount: 10, unit: 'mg' });
    });

    it('takes a due dose once however often the tap is sent, and takes one unit of supply', async () => {
      const me = await user();
      const item = await substance(me);
      await me.call('PUT', `/api/schedules/${item.id}`, schedule());
      await at(me, '2026-11-16T13:05:00.000Z');
      const [morning, evening] = (await today(me)).occurrences;
      expect([morning?.state, evening?.state]).toEqual(['due', 'upcoming']);
      const taps = await Promise.all([1, 2, 3].map(() => me.call('POST', `/api/reminders/${morning?.id}/take`)));
      for (const tap of taps) expect(tap.statusCode, tap.body).toBe(200);
      const taken = taps.map((t) => t.json<{ occurrence: Occurrence }>().occurrence);
      expect(new Set(taken.map((o) => o.dose?.id)).size).toBe(1);
      expect(taken[0]).toMatchObject({ state: 'taken', onTime: true, dose: { timestamp: '2026-11-16T13:05:00.000Z', dosage: 10 } });
      const again = await me.call('POST', `/api/reminders/${morning?.id}/take`);
      expect(again.json<{ occurrence: Occurrence }>().occurrence.dose?.id).toBe(taken[0]?.dose?.id);

      const doses = (await me.call('GET', '/api/supplement-doses/today')).json<Record<string, { doses: unknown[] }>>();
      expect(doses[item.id]?.doses).toHaveLength(1);
      expect((await me.call('GET', `/api/prescriptions/${item.id}`)).json<Substance>().remainingSupply).toBe(19);
    });

    it('counts a dose logged by hand in the window as taken, late after the on-time hour', async () => {
      const me = await user();
      const item = await substance(me);
      await me.call('PUT', `/api/schedules/${item.id}`, schedule());
      await at(me, '2026-11-16T15:30:00.000Z');
      const logged = await me.call('POST', '/api/supplement-doses', { supplementId: item.id });
      expect(logged.statusCode, logged.body).toBe(201);
      const [morning, evening] = (await today(me)).occurrences;
      expect(morning).toMatchObject({ state: 'taken', onTime: false });
      expect(evening?.state).toBe('upcoming');
    });

    it('snoozes and skips, refuses to take a closed window, and refuses a take long before the time', async () => {
      const me = await user();
      const item = await substance(me);
      await me.call('PUT', `/api/schedules/${item.id}`, schedule());
      await at(me, '2026-11-16T13:10:00.000Z');
      const [morning, evening] = (await today(me)).occurrences;
      const snoozed = await me.call('POST', `/api/reminders/${morning?.id}/snooze`, { minutes: 30 });
      expect(snoozed.statusCode, snoozed.body).toBe(200);
      expect(snoozed.json<{ occurrence: Occurrence }>().occurrence).toMatchObject({ state: 'due', snoozedUntil: '2026-11-16T13:40:00.000Z' });
      expect((await me.call('POST', `/api/reminders/${morning?.id}/snooze`, { minutes: 0 })).statusCode).toBe(400);

      const early = await me.call('POST', `/api/reminders/${evening?.id}/take`);
      expect(early.statusCode).toBe(409);
      expect(early.json<{ error: string }>().error).toBe(SCHEDULE_MESSAGES.occurrenceNotOpen);

      const skipped = await me.call('POST', `/api/reminders/${evening?.id}/skip`, { reason: 'Out for dinner' });
      expect(skipped.json<{ occurrence: Occurrence }>().occurrence).toMatchObject({ state: 'skipped', skipReason: 'Out for dinner' });

      await at(me, '2026-11-16T23:00:00.000Z');
      const closed = await me.call('POST', `/api/reminders/${morning?.id}/take`);
      expect(closed.statusCode).toBe(409);
      expect(closed.json<{ error: string }>().error).toBe(SCHEDULE_MESSAGES.occurrenceClosed);
      expect((await today(me, '?date=2026-11-16')).occurrences.map((o) => o.state)).toEqual(['missed', 'skipped']);
    });

    it('answers an unknown or malformed occurrence as not found', async () => {
      const me = await user();
      const item = await substance(me);
      await me.call('PUT', `/api/schedules/${item.id}`, schedule());
      for (const id of [`${item.id}_20261116_0900`, `${item.id}_20261116`, 'nope', `${item.id}_20261115_0800`]) {
        const response = await me.call('POST', `/api/reminders/${id}/take`);
        expect(response.statusCode, id).toBe(404);
      }
    });
  });

  it('counts adherence over past days: on time, late, missed and skipped; open ones not yet', async () => {
    const me = await user();
    const item = await substance(me);
    await me.call('PUT', `/api/schedules/${item.id}`, schedule({ times: ['08:00'] }));
    // Day 1: on time. Day 2: late. Day 3: skipped. Day 4: missed. Day 5 (today): still due.
    await at(me, '2026-11-16T13:10:00.000Z');
    await me.call('POST', '/api/supplement-doses', { supplementId: item.id });
    await at(me, '2026-11-17T16:00:00.000Z');
    await me.call('POST', '/api/supplement-doses', { supplementId: item.id });
    await at(me, '2026-11-18T13:00:00.000Z');
    const [day3] = (await today(me)).occurrences;
    await me.call('POST', `/api/reminders/${day3?.id}/skip`, {});
    await at(me, '2026-11-20T13:30:00.000Z');
    const response = await me.call('GET', '/api/adherence?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const adherence = response.json<AdherenceResponse>();
    expect(adherence).toMatchObject({ days: 7, from: '2026-11-14', to: '2026-11-20' });
    expect(adherence.substances).toEqual([
      { substanceId: item.id, substanceName: 'Methylphenidate', scheduled: 4, onTime: 1, late: 1, missed: 1, skipped: 1, adherence: 0.5 },
    ]);
    expect((await me.call('GET', '/api/adherence?days=0')).statusCode).toBe(400);
    expect((await me.call('GET', '/api/adherence?days=366')).statusCode).toBe(400);
  });

  describe('run-out forecast', () => {
    it('forecasts from the schedule: twice a day with 20 left lasts ten days, refill lead days earlier', async () => {
      const me = await user();
      const item = await substance(me);
      expect(item.runOut).toBeNull();
      await me.call('PUT', `/api/schedules/${item.id}`, schedule());
      const read = (await me.call('GET', `/api/prescriptions/${item.id}`)).json<Substance>();
      expect(read.runOut).toEqual({ date: '2026-11-26', daysLeft: 10, basis: 'schedule', refillBy: '2026-11-21' });
      const listed = (await me.call('GET', '/api/prescriptions')).json<Substance[]>().find((s) => s.id === item.id);
      expect(listed?.runOut).toEqual(read.runOut);
    });

    it('forecasts from the last 30 days of use without a schedule, and not at all without a supply', async () => {
      const me = await user();
      const item = await substance(me, { remainingSupply: 9 });
      for (let i = 0; i < 3; i += 1) expect((await me.call('POST', '/api/supplement-doses', { supplementId: item.id })).statusCode).toBe(201);
      // 6 left at 3 doses in 30 days: 60 days; the default lead is a week.
      expect((await me.call('GET', `/api/prescriptions/${item.id}`)).json<Substance>().runOut).toEqual({
        date: '2027-01-15',
        daysLeft: 60,
        basis: 'recent-use',
        refillBy: '2027-01-08',
      });
      const unsupplied = await substance(me, { name: 'Magnesium', remainingSupply: null });
      await me.call('PUT', `/api/schedules/${unsupplied.id}`, schedule());
      expect((await me.call('GET', `/api/prescriptions/${unsupplied.id}`)).json<Substance>().runOut).toBeNull();
    });
  });

  it('keeps schedules and the marks on scheduled doses through export, clear and import', async () => {
    const me = await user();
    const item = await substance(me);
    await me.call('PUT', `/api/schedules/${item.id}`, schedule());
    await at(me, '2026-11-16T13:05:00.000Z');
    const [morning, evening] = (await today(me)).occurrences;
    expect((await me.call('POST', `/api/reminders/${morning?.id}/take`)).statusCode).toBe(200);
    expect((await me.call('POST', `/api/reminders/${evening?.id}/skip`, { reason: 'Travel' })).statusCode).toBe(200);
    const before = { schedules: (await me.call('GET', '/api/schedules')).json<{ schedules: Schedule[] }>(), day: await today(me) };

    const exported = await me.call('POST', '/api/settings/export', { format: 'json', dateRange: 'all' });
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json<{ data: Record<string, unknown[]> }>();
    expect(file.data['schedules']).toHaveLength(1);
    expect(file.data['occurrenceMarks']).toHaveLength(2);
    expect((await me.call('POST', '/api/settings/clear-data', { confirmation: 'DELETE_ALL_DATA' })).statusCode).toBe(200);
    expect((await me.call('GET', '/api/schedules')).json<{ schedules: Schedule[] }>().schedules).toEqual([]);

    const imported = await me.call('POST', '/api/settings/import', file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await me.call('GET', '/api/schedules')).json<{ schedules: Schedule[] }>()).toEqual(before.schedules);
    expect(await today(me)).toEqual(before.day);
    expect((await me.call('POST', '/api/settings/import', file)).statusCode).toBe(200);
    const marks = await app.db.selectFrom('occurrence_marks').select('occurrence_id').where('substance_id', '=', item.id).execute();
    expect(marks.map((m) => m.occurrence_id).sort()).toEqual([morning?.id, evening?.id].sort());
    expect(await today(me)).toEqual(before.day);
  });
});
