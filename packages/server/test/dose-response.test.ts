/**
 * Effects by the hour through the API, on a small case worked out by hand: a user in Tokyo with a
 * dose at 08:00 on six days, an entry two hours later on those days and at the same hour on six days without it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, type DoseResponseResponse, type Substance } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-11-23T03:00:00.000Z'); // 12:00 on Monday 23 November in Tokyo

describeEachDatabase('analytics: effects by the hour', (database) => {
  let app: TestApp;
  const clock = new ManualClock(NOW);
  let me: SignedIn;
  let drug: Substance;

  async function dose(day: string) {
    // 08:00 in Tokyo is 23:00 UTC the day before.
    const timestamp = new Date(Date.parse(`${day}T08:00:00+09:00`)).toISOString();
    const response = await me.call('POST', '/api/supplement-doses', { supplementId: drug.id, timestamp });
    expect(response.statusCode, response.body).toBe(201);
  }
  async function entry(date: string, productivity: number, focusLevel: number) {
    const response = await me.call('POST', '/api/entries', {
      overallRating: 6,
      focusLevel,
      taskInitiation: 5,
      restlessness: 4,
      productivity,
      date,
      time: '10:00',
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
    me = await signedInUser(app, { timezone: 'Asia/Tokyo' });
    drug = (await me.call('POST', '/api/prescriptions', { name: 'Methylphenidate' })).json<Substance>();
    const values = [7, 8, 9, 7, 8, 9];
    for (let i = 0; i < 6; i++) {
      const doseDay = `2026-11-${String(11 + 2 * i)}`;
      const freeDay = `2026-11-${String(12 + 2 * i)}`;
      await dose(doseDay);
      await entry(doseDay, values[i] ?? 0, (values[i] ?? 0) - 1);
      await entry(freeDay, (values[i] ?? 0) - 3, (values[i] ?? 0) - 3);
    }
    // Today: the dose at 08:00 and a focus session started at 12:00 (4 h after), rated 6.
    await dose('2026-11-23');
    const session = (await me.call('POST', '/api/focus-sessions/start', {})).json<{ id: string }>();
    clock.set(new Date(NOW.getTime() + 1_500_000));
    await me.refresh();
    expect((await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`, { productivity: 6 })).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('compares each window with the days without, and decides on the adjusted value of the whole family', async () => {
    const response = await me.call('GET', `/api/analytics/dose-response/${drug.id}?days=30`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<DoseResponseResponse>();
    expect(result.substance).toEqual({ id: drug.id, name: 'Methylphenidate' });
    expect(result.daysWithDose).toBe(7);
    expect(result.windows.map((w) => [w.fromHours, w.toHours])).toEqual([
      [0, 1],
      [1, 2],
      [2, 4],
      [4, 6],
      [6, 8],
      [8, 12],
    ]);
    // Baseline: 4, 5, 6, 4, 5, 6 on both ratings (entries at 10:00, two hours after the usual 08:00 dose).
    expect(result.baseline).toEqual({ days: 6, sessions: 0, entries: 6, meanProductivity: 5, meanFocus: 5 });
    // 2–4 h: one value per day, so the day model is ordinary least squares: difference 3, pooled variance 0.8,
    // SE = √(0.8 · (1/6 + 1/6)) = 0.516, t = 5.81 on 12 days − 2 columns = 10 df; p ≈ 0.00017. Focus: 7 − 5 = 2,
    // t = 3.87, p ≈ 0.003. Family of 2 (the other windows are below 5 days), both claimed, so the interval's level is
    // 1 − 2 · 0.05 / 2 = 0.95: 3 ± 2.228 · 0.516 = 1.85 … 4.15.
    const window = result.windows[2];
    expect(window).toMatchObject({ sessions: 0, entries: 6, daysWithData: 6, meanProductivity: 8, meanFocus: 7, outcome: 'productivity', difference: 3 });
    expect(window?.ci95).toEqual({ low: 1.85, high: 4.15 });
    expect(window?.pValue).toBeCloseTo(0.00017, 4);
    // Benjamini–Hochberg over two: min(2 · p₁, p₂) = 2 · p₁.
    expect(window?.adjustedP).toBeCloseTo(2 * (window?.pValue ?? 0), 8);
    expect(window?.conclusion).toBe('benefit');
    // The session 4 h after today's dose: one day, below the minimum of five.
    expect(result.windows[3]).toMatchObject({ sessions: 1, entries: 0, meanProductivity: 6, conclusion: 'insufficient-data', adjustedP: null, ci95: null });
    for (const window of result.windows) expect(window.familySize).toBe(result.familySize);
    expect(result.familySize).toBe(2);
    expect(result.intervalLevel).toBeCloseTo(0.95, 10);
    expect(result.peakWindow).toEqual({ fromHours: 2, toHours: 4 });
    expect(result.conclusion).toBe('benefit');
    expect(result.adjustedP).toBe(window?.adjustedP);
    expect(result.summary).toContain('2–4 h');
    expect(result.summary).toContain('2 comparisons tested');
    expect(result.summary).toContain('not proof that Methylphenidate caused it');
  });

  it('says insufficient-data, with nothing tested, for a substance without doses', async () => {
    const other = (await me.call('POST', '/api/supplements', { name: 'Never taken' })).json<Substance>();
    const result = (await me.call('GET', `/api/analytics/dose-response/${other.id}`)).json<DoseResponseResponse>();
    expect(result).toMatchObject({ days: 60, daysWithDose: 0, familySize: 0, conclusion: 'insufficient-data', adjustedP: null, peakWindow: null });
    expect(result.windows.every((w) => w.conclusion === 'insufficient-data' && w.ci95 === null)).toBe(true);
  });

  it("answers 404 for another user's substance and 400 for bad days", async () => {
    const other = await signedInUser(app);
    const foreign = await other.call('GET', `/api/analytics/dose-response/${drug.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: ANALYTICS_MESSAGES.supplementNotFound });
    expect(foreign.body).not.toContain('Methylphenidate');
    for (const days of ['0', 'abc', '100000', '1.5']) {
      const response = await me.call('GET', `/api/analytics/dose-response/${drug.id}?days=${days}`);
      expect(response.statusCode, days).toBe(400);
    }
  });
});
