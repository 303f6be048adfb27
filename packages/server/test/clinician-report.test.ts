/**
 * The clinician report v2 (GET /api/reports/clinician) on each database, for a seeded user: substances with their
 * start, adherence from a schedule and from logged doses, supply and run-out, the interaction pair with its mechanism,
 * the daily ratings with missing days null, the side-effect notes by the default tag rule and by the user's choice,
 * the effects Analytics claims over the same days; the range's rules; another user's data never in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICIAN_REPORT_MESSAGES, type ClinicianReport, type ErrorBody, type Substance } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { Client, createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** Noon in New York (UTC−5) on Friday 20 November 2026. */
const NOW = new Date('2026-11-20T17:00:00.000Z');
const ZONE = 'America/New_York';
const TODAY = '2026-11-20';

/** 08:05 in New York on a day of November 2026. */
const morning = (day: string) => `${day}T13:05:00.000Z`;

describeEachDatabase('clinician report', (database) => {
  let app: TestApp;
  const clock = new ManualClock(NOW);
  let me: SignedIn;
  let ritalin: Substance;
  let zoloft: Substance;
  let stJohns: Substance;

  async function add(user: SignedIn, path: string, body: object): Promise<Substance> {
    const response = await user.call('POST', path, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Substance>();
  }

  async function ok(user: SignedIn, method: 'POST' | 'PUT', path: string, body: object): Promise<void> {
    const response = await user.call(method, path, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  async function report(user: SignedIn, query: string): Promise<ClinicianReport> {
    const response = await user.call('GET', `/api/reports/clinician${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ClinicianReport>();
  }

  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
    me = await signedInUser(app, { timezone: ZONE });
    // The inventory was made on 5 November; Ritalin's dose goes from 10 to 20 mg today.
    clock.set(new Date('2026-11-05T17:00:00.000Z'));
    ritalin = await add(me, '/api/prescriptions', { name: 'Ritalin', dosage: 10, unit: 'mg', remainingSupply: 40, prescribedBy: 'Dr. Rivera' });
    zoloft = await add(me, '/api/prescriptions', { name: 'Zoloft', dosage: 50, unit: 'mg', prescribedBy: 'Dr. Rivera' });
    stJohns = await add(me, '/api/supplements', { name: "St. John's Wort", substanceType: 'HERBAL' });
    clock.set(NOW);
    await ok(me, 'PUT', `/api/prescriptions/${ritalin.id}`, { name: 'Ritalin', dosage: 20, unit: 'mg', remainingSupply: 40, prescribedBy: 'Dr. Rivera' });
    await ok(me, 'PUT', `/api/schedules/${ritalin.id}`, {
      kind: 'fixed',
      times: ['08:00'],
      weekdays: null,
      everyNDays: null,
      amount: 1,
      startDate: '2026-11-14',
      endDate: null,
      reminders: { enabled: false, channels: ['in-app'], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: null },
      refillLeadDays: 5,
    });
    // Ritalin on time on the 14th to the 17th and today; the 18th and 19th missed.
    for (const day of ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', TODAY])
      await ok(me, 'POST', '/api/supplement-doses', { supplementId: ritalin.id, timestamp: morning(day) });
    // St John's Wort, no schedule: three days from the 10th.
    for (const day of ['2026-11-10', '2026-11-12', '2026-11-19'])
      await ok(me, 'POST', '/api/supplement-doses', { supplementId: stJohns.id, timestamp: morning(day) });
    await ok(me, 'POST', '/api/mood-tags', { name: 'Side effect' });
    // Entries every other day from the 2nd: productivity 4 + day % 5; the odd days have none (missing, never 0).
    for (let d = 2; d <= 20; d += 2) {
      const day = `2026-11-${String(d).padStart(2, '0')}`;
      const sideEffect = d === 12;
      await ok(me, 'POST', '/api/entries', {
        date: day,
        time: '18:30',
        overallRating: 6,
        focusLevel: 5,
        taskInitiation: 5,
        restlessness: 4,
        productivity: 4 + (d % 5),
        tags: sideEffect ? ['Side effect', 'Restless'] : d === 14 ? ['Tired'] : [],
        ...(sideEffect ? { notes: 'Headache after lunch' } : {}),
      });
    }
  });
  afterAll(() => app.close());

  it('reports each substance with its start, adherence (schedule or logged doses), supply and run-out', async () => {
    const body = await report(me, '?from=2026-11-01&to=2026-11-20');
    expect(body.range).toEqual({ from: '2026-11-01', to: TODAY, days: 20 });
    expect(body.patient.email).toBe(me.user.email);
    expect(body.substances.map((s) => s.name)).toEqual(["St. John's Wort", 'Ritalin', 'Zoloft'].sort());
    const byName = new Map(body.substances.map((s) => [s.name, s]));
    const rit = byName.get('Ritalin');
    // Started when it was added (the dose history's first day), before its first dose on the 14th.
    expect(rit).toMatchObject({ dosage: 20, unit: 'mg', prescribedBy: 'Dr. Rivera', startDate: '2026-11-05', remainingSupply: 35 });
    expect(rit?.dosePeriods).toEqual([
      { from: '2026-11-05', to: '2026-11-19', dosage: 10, unit: 'mg' },
      { from: TODAY, to: null, dosage: 20, unit: 'mg' },
    ]);
    expect(rit?.adherence).toEqual({ basis: 'schedule', scheduled: 7, onTime: 5, late: 0, missed: 2, skipped: 0, share: 5 / 7 });
    expect(rit?.runOut).not.toBeNull();
    expect(byName.get("St. John's Wort")).toMatchObject({
      startDate: '2026-11-05',
      adherence: { basis: 'logged', daysTaken: 3, daysCounted: 16, share: 3 / 16 },
    });
    expect(byName.get('Zoloft')).toMatchObject({
      startDate: '2026-11-05',
      dosePeriods: [{ from: '2026-11-05', to: null, dosage: 50, unit: 'mg' }],
      adherence: { basis: 'logged', daysTaken: 0, daysCounted: 16, share: 0 },
      runOut: null,
    });
    // A range before the dose changed shows the one period it overlaps, with its own dates.
    const before = await report(me, '?from=2026-11-06&to=2026-11-10');
    expect(before.substances.find((s) => s.id === ritalin.id)?.dosePeriods).toEqual([{ from: '2026-11-05', to: '2026-11-19', dosage: 10, unit: 'mg' }]);
  });

  it('lists the interaction pair with its mechanism and recommendation, and the disclaimer', async () => {
    const body = await report(me, '');
    const pair = body.interactions.interactions.find((p) => p.substances.some((s) => s.id === zoloft.id) && p.substances.some((s) => s.id === stJohns.id));
    expect(pair?.riskLevel).toBe('HIGH');
    expect(pair?.rules[0]?.mechanism).toBeTruthy();
    expect(pair?.recommendation).toBeTruthy();
    expect(body.interactions.disclaimer).toBeTruthy();
  });

  it('gives the daily ratings per metric with missing days null, and a summary', async () => {
    const body = await report(me, '?from=2026-11-01&to=2026-11-20');
    expect(body.ratings.days).toHaveLength(20);
    expect(body.ratings.days[0]).toBe('2026-11-01');
    const productivity = body.ratings.metrics.find((m) => m.metric === 'productivity');
    expect(productivity?.values.slice(0, 4)).toEqual([null, 4 + 2, null, 4 + 4]);
    expect(productivity).toMatchObject({ daysRated: 10, min: 4, max: 8 });
    // Energy was never rated: no chart for it.
    expect(body.ratings.metrics.map((m) => m.metric)).not.toContain('energy');
    expect(body.ratings.metrics.find((m) => m.metric === 'overallRating')).toMatchObject({ daysRated: 10, mean: 6, min: 6, max: 6 });
  });

  it('lists side-effect notes by the default tag rule, or by the tags the user picks', async () => {
    const byDefault = await report(me, '?from=2026-11-01&to=2026-11-20');
    expect(byDefault.sideEffects).toMatchObject({ rule: 'default', tags: ['Side effect'], notListed: 0 });
    expect(byDefault.sideEffects.notes).toHaveLength(1);
    expect(byDefault.sideEffects.notes[0]).toMatchObject({ date: '2026-11-12', time: '18:30', tags: ['Side effect'], note: 'Headache after lunch' });
    expect(byDefault.sideEffects.notes[0]?.ratings).toContainEqual({ metric: 'productivity', label: 'Productivity', value: 6 });
    const chosen = await report(me, '?from=2026-11-01&to=2026-11-20&sideEffectTag=tired&sideEffectTag=Restless');
    expect(chosen.sideEffects.rule).toBe('chosen');
    expect(chosen.sideEffects.notes.map((n) => [n.date, n.tags])).toEqual([
      ['2026-11-12', ['Restless']],
      ['2026-11-14', ['Tired']],
    ]);
    // Outside the range, nothing.
    expect((await report(me, '?from=2026-11-13&to=2026-11-20')).sideEffects.notes).toEqual([]);
  });

  it('defaults to the 30 days ending today and refuses a bad range with sentences', async () => {
    expect((await report(me, '')).range).toEqual({ from: '2026-10-22', to: TODAY, days: 30 });
    expect((await report(me, '?to=2026-11-10')).range).toEqual({ from: '2026-10-12', to: '2026-11-10', days: 30 });
    const refused = async (query: string, message: string) => {
      const response = await me.call('GET', `/api/reports/clinician${query}`);
      expect(response.statusCode, response.body).toBe(400);
      const error = response.json<ErrorBody>();
      expect(error.error).toBe(message);
      expect(error.code).toBeTruthy();
      expect(error.details?.[0]?.message).toBe(message);
    };
    await refused('?from=2026-11-10&to=2026-11-01', CLINICIAN_REPORT_MESSAGES.rangeOrder);
    await refused('?to=2026-11-21', CLINICIAN_REPORT_MESSAGES.rangeFuture);
    await refused('?from=2025-11-18&to=2026-11-19', CLINICIAN_REPORT_MESSAGES.rangeTooLong);
    expect((await me.call('GET', '/api/reports/clinician?from=2025-11-19&to=2026-11-19')).statusCode).toBe(200);
    expect((await me.call('GET', '/api/reports/clinician?from=2026-02-30')).statusCode).toBe(400);
    expect((await me.call('GET', '/api/reports/clinician?from=yesterday')).statusCode).toBe(400);
  });

  it("never shows another user's substances, entries or notes", async () => {
    const other = await signedInUser(app, { timezone: ZONE });
    const secret = await add(other, '/api/supplements', { name: 'Intruder Tonic' });
    await ok(other, 'POST', '/api/mood-tags', { name: 'Side effects' });
    await ok(other, 'POST', '/api/supplement-doses', { supplementId: secret.id, timestamp: morning('2026-11-11') });
    await ok(other, 'POST', '/api/entries', {
      date: '2026-11-11',
      overallRating: 2,
      focusLevel: 2,
      taskInitiation: 2,
      restlessness: 2,
      productivity: 2,
      tags: ['Side effects'],
      notes: 'Intruder note',
    });
    const mine = JSON.stringify(await report(me, '?from=2026-11-01&to=2026-11-20'));
    expect(mine).not.toContain('Intruder');
    expect(mine).not.toContain(secret.id);
    const theirs = await report(other, '?from=2026-11-01&to=2026-11-20');
    expect(theirs.substances.map((s) => s.name)).toEqual(['Intruder Tonic']);
    expect(theirs.sideEffects.notes.map((n) => n.note)).toEqual(['Intruder note']);
    expect(JSON.stringify(theirs)).not.toContain('Headache');
    expect((await new Client(app).get('/api/reports/clinician')).statusCode).toBe(401);
  });
});

describeEachDatabase('clinician report: effects Analytics found', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock: new ManualClock(new Date('2026-11-23T12:00:00.000Z')) });
  });
  afterAll(() => app.close());

  describe('a supplement taken on irregular days with better days', () => {
    it('is claimed over the report’s own days with its interval and days; a range without the effect claims nothing', async () => {
      const me = await signedInUser(app);
      const magnesium = (await me.call('POST', '/api/supplements', { name: 'Magnesium' })).json<Substance>();
      // 40 days ending today (21 taken, 19 not): productivity 8-9 when taken, 4-5 otherwise (as analytics.test.ts).
      const pattern = '1101001011100100110101100011010011101001';
      for (let i = 0; i < 40; i++) {
        const taken = pattern[i] === '1';
        const date = new Date(Date.parse('2026-10-15T12:00:00.000Z') + i * 86_400_000);
        const productivity = (taken ? 8 : 4) + (i % 3 === 0 ? 1 : 0);
        const saved = await me.call('POST', '/api/entries', {
          overallRating: 5,
          focusLevel: 5,
          taskInitiation: 5,
          restlessness: 5,
          productivity,
          date: date.toISOString().slice(0, 10),
        });
        expect(saved.statusCode, saved.body).toBe(201);
        if (taken) await me.call('POST', '/api/supplement-doses', { supplementId: magnesium.id, timestamp: date.toISOString() });
      }
      const response = await me.call('GET', '/api/reports/clinician?from=2026-10-15&to=2026-11-23');
      expect(response.statusCode, response.body).toBe(200);
      const { effects } = response.json<ClinicianReport>();
      expect(effects).toMatchObject({ from: '2026-10-15', to: '2026-11-23', family: { size: 2, claims: 1, method: 'weighted-benjamini-hochberg' } });
      expect(effects.claims).toHaveLength(1);
      const [claim] = effects.claims;
      expect(claim).toMatchObject({ subjectKind: 'substance', subject: 'Magnesium', outcome: 'Productivity', conclusion: 'benefit', scale: 'g', days: 40 });
      expect(claim?.interval?.low).toBeGreaterThan(0);
      expect(claim?.intervalLevel).toBeGreaterThan(0.95);
      expect(claim?.summary).toContain('not proof of cause');
      // Five days are too few for any claim: the family is computed over the report's range, not a fixed period.
      const short = (await me.call('GET', '/api/reports/clinician?from=2026-11-19&to=2026-11-23')).json<ClinicianReport>();
      expect(short.effects.claims).toEqual([]);
    });
  });
});
