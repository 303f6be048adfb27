/**
 * The reminder scheduler over a simulated week with a manual clock, on each database: two app instances share the
 * database and tick together (two servers of one deployment), and every alert slot is claimed and mailed exactly once;
 * a taken dose stops its reminders, a skip prevents them, a snooze moves them, quiet hours hold them; an app started
 * after downtime sends the slot that is due, once; a refill reminder goes out on its refill-by day.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Occurrence, Substance, TodayReminders } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { mailsTo } from './support/outbox.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const ZONE = 'Europe/Berlin';
/** 06:00 in Berlin (UTC+1) on Monday 16 November 2026. */
const START = Date.parse('2026-11-16T05:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describeEachDatabase('reminder scheduler', (database) => {
  const clock = new ManualClock(new Date(START));
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(database, {}, { clock });
    // Each app sends its own queue into its own folder (two dispatchers under one manual clock would race for rows
    // the real clock keeps apart); a user's mail is what both folders hold.
    second = await createTestApp(database, {}, { clock });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  async function scheduled(me: SignedIn, reminders: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Substance> {
    const created = await me.call('POST', '/api/prescriptions', { name: 'Methylphenidate', dosage: 10, unit: 'mg', ...extra });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<Substance>();
    const put = await me.call('PUT', `/api/schedules/${item.id}`, {
      kind: 'fixed',
      times: ['08:00'],
      weekdays: null,
      everyNDays: null,
      amount: null,
      startDate: '2026-11-16',
      endDate: null,
      reminders: { enabled: true, channels: ['email', 'in-app'], repeatEveryMinutes: 15, giveUpAfterMinutes: 30, quietHours: null, ...reminders },
      refillLeadDays: 3,
    });
    expect(put.statusCode, put.body).toBe(200);
    return item;
  }

  async function claimsOf(userEmail: string): Promise<string[]> {
    const rows = await first.db
      .selectFrom('reminder_alerts')
      .innerJoin('users', 'users.id', 'reminder_alerts.user_id')
      .select(['alert_key', 'slot_at'])
      .where('users.email', '=', userEmail.toLowerCase())
      .orderBy('slot_at')
      .execute();
    return rows.map((r) => `${r.alert_key.replace(/^.*_(\d{8}_\d{4})$/, '$1').replace(/^refill\..*/, 'refill')}@${r.slot_at}`);
  }

  /**
   * Both apps tick at once on PostgreSQL. Two SQLite handles in one process cannot: a transaction waiting on one
   * blocks the event loop the other needs to finish, so there they take turns (separate processes would not).
   */
  const mailOf = async (address: string) => [...(await mailsTo(first.outboxDir, address)), ...(await mailsTo(second.outboxDir, address))];

  async function tickBoth(): Promise<void> {
    if (database.name === 'postgres') {
      await Promise.all([first.reminderScheduler.tick(), second.reminderScheduler.tick()]);
    } else {
      await first.reminderScheduler.tick();
      await second.reminderScheduler.tick();
    }
    // The mail goes out before the clock moves on: a send still in flight when the manual clock jumps minutes ahead
    // would outlive its lease and be sent again by the other app, which real time never does.
    await first.mailOutbox.drain();
    await second.mailOutbox.drain();
  }

  async function occurrenceOn(me: SignedIn, date: string): Promise<Occurrence> {
    const day = (await me.call('GET', `/api/reminders/today?date=${date}`)).json<TodayReminders>();
    const [occurrence] = day.occurrences;
    if (!occurrence) throw new Error(`no occurrence on ${date}`);
    return occurrence;
  }

  it('sends each alert once over a week from two processes: repeats, taken, skipped, snoozed', async () => {
    clock.set(new Date(START));
    const me = await signedInUser(first, { timezone: ZONE });
    await scheduled(me, {});
    const actions: Record<number, () => Promise<void>> = {
      // Day 3 (Wed): taken at 08:05, so only the 08:00 alert goes out.
      [2 * DAY + 125 * MINUTE]: async () => {
        expect((await me.call('POST', `/api/reminders/${(await occurrenceOn(me, '2026-11-18')).id}/take`)).statusCode).toBe(200);
      },
      // Day 5 (Fri): skipped at 07:00, so nothing goes out.
      [4 * DAY + 60 * MINUTE]: async () => {
        expect((await me.call('POST', `/api/reminders/${(await occurrenceOn(me, '2026-11-20')).id}/skip`, { reason: 'Day off' })).statusCode).toBe(200);
      },
      // Day 6 (Sat): snoozed at 08:05 for an hour: the 08:00 alert, then 09:05, and nothing after (past give-up).
      [5 * DAY + 125 * MINUTE]: async () => {
        expect((await me.call('POST', `/api/reminders/${(await occurrenceOn(me, '2026-11-21')).id}/snooze`, { minutes: 60 })).statusCode).toBe(200);
      },
    };
    // Each morning from 06:00 to 11:00 every 5 minutes (every alert of the week falls in it), then noon and evening.
    const steps: number[] = [];
    for (let day = 0; day < 7; day += 1) {
      for (let minute = 0; minute <= 300; minute += 5) steps.push(day * DAY + minute * MINUTE);
      steps.push(day * DAY + 360 * MINUTE, day * DAY + 900 * MINUTE);
    }
    for (const t of steps) {
      clock.set(new Date(START + t));
      const action = actions[t];
      if (action) {
        await me.refresh();
        await action();
      }
      await tickBoth();
    }
    const slot = (day: string, time: string) => `${day.replaceAll('-', '')}_0800@${day}T${time}:00.000Z`;
    expect(await claimsOf(me.user.email)).toEqual([
      slot('2026-11-16', '07:00'),
      slot('2026-11-16', '07:15'),
      slot('2026-11-16', '07:30'),
      slot('2026-11-17', '07:00'),
      slot('2026-11-17', '07:15'),
      slot('2026-11-17', '07:30'),
      slot('2026-11-18', '07:00'),
      slot('2026-11-19', '07:00'),
      slot('2026-11-19', '07:15'),
      slot('2026-11-19', '07:30'),
      slot('2026-11-21', '07:00'),
      slot('2026-11-21', '08:05'),
      slot('2026-11-22', '07:00'),
      slot('2026-11-22', '07:15'),
      slot('2026-11-22', '07:30'),
    ]);
    const mails = await mailOf(me.user.email);
    const reminders = mails.filter((m) => m.subject === 'Time for Methylphenidate');
    expect(reminders).toHaveLength(15);
    expect(reminders[0]?.text).toContain('Your 08:00 dose of Methylphenidate (10 mg) is due.');
  }, 300_000);

  it('holds alerts in quiet hours and sends the first one when they end, while the dose is still open', async () => {
    clock.set(new Date(START));
    const me = await signedInUser(first, { timezone: ZONE });
    await scheduled(me, { quietHours: { from: '07:30', to: '09:10' } });
    for (let t = 0; t < 6 * 60 * MINUTE; t += 5 * MINUTE) {
      clock.set(new Date(START + t));
      await tickBoth();
    }
    expect(await claimsOf(me.user.email)).toEqual(['20261116_0800@2026-11-16T07:00:00.000Z']);
  });

  it('after downtime sends the slot that is due once, and nothing for a dose whose window closed meanwhile', async () => {
    clock.set(new Date(START));
    const me = await signedInUser(first, { timezone: ZONE });
    await scheduled(me, {});
    // Down from 06:00 to 08:20: the first tick sends the 08:15 slot, and again ticks add nothing new until 08:30.
    clock.set(new Date(START + 140 * MINUTE));
    await tickBoth();
    await tickBoth();
    expect(await claimsOf(me.user.email)).toEqual(['20261116_0800@2026-11-16T07:15:00.000Z']);
    // Down for the rest of the day: the window closed at 20:00 (12 hours), so nothing more is sent for it.
    clock.set(new Date(START + 15 * 60 * MINUTE));
    await tickBoth();
    expect(await claimsOf(me.user.email)).toEqual(['20261116_0800@2026-11-16T07:15:00.000Z']);
  });

  it('sends a refill reminder once on the refill-by day, from 09:00', async () => {
    clock.set(new Date(START));
    const me = await signedInUser(first, { timezone: ZONE });
    // 5 left at one a day from today: runs out on the 21st; refill three days before, on the 18th.
    const item = await scheduled(me, { channels: ['email'] }, { remainingSupply: 5 });
    expect((await me.call('GET', `/api/prescriptions/${item.id}`)).json<Substance>().runOut).toMatchObject({ date: '2026-11-21', refillBy: '2026-11-18' });
    await first.db.deleteFrom('schedules').where('substance_id', '=', item.id).execute();
    await me.call('PUT', `/api/schedules/${item.id}`, {
      kind: 'fixed',
      times: ['08:00'],
      weekdays: null,
      everyNDays: null,
      amount: null,
      startDate: '2026-11-16',
      endDate: null,
      reminders: { enabled: true, channels: ['email'], repeatEveryMinutes: 0, giveUpAfterMinutes: 0, quietHours: null },
      refillLeadDays: 3,
    });
    // The doses are taken each morning (as logged), so the forecast stays put.
    for (let day = 0; day < 4; day += 1) {
      for (const minutes of [150, 185, 245, 600]) {
        // 08:30, 09:05 (taken, then the refill check), 10:05 and 17:00 local.
        clock.set(new Date(START + day * DAY + minutes * MINUTE));
        if (minutes === 185) {
          await me.refresh();
          const date = new Date(START + day * DAY).toISOString().slice(0, 10);
          await me.call('POST', `/api/reminders/${(await occurrenceOn(me, date)).id}/take`);
        }
        await tickBoth();
      }
    }
    const claims = await claimsOf(me.user.email);
    // Claimed once, on the 18th, for the supply that runs out on the 21st.
    expect(claims.filter((c) => c.startsWith('refill'))).toEqual(['refill@2026-11-21']);
    const refill = await first.db.selectFrom('reminder_alerts').select('claimed_at').where('alert_key', '=', `refill.${item.id}`).executeTakeFirst();
    expect(refill?.claimed_at.slice(0, 10)).toBe('2026-11-18');
    const mails = (await mailOf(me.user.email)).filter((m) => m.subject === 'Refill Methylphenidate soon');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('runs out around 2026-11-21');
  });
});
