/**
 * Analytics on a small fixed data set whose expected values are worked out by hand in the comments:
 * a user in Tokyo (UTC+9) with doses either side of local midnight, entries on seven days, one focus session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARISON_MINIMUMS, RATING_METRICS } from '@wellness/contract';
import type {
  AilmentAnalysisResponse,
  DashboardResponse,
  EffectiveAidsResponse,
  Substance,
  SupplementEffectivenessResponse,
  SupplementInsightsResponse,
  SupplementTimelineResponse,
  WeeklyTrendsResponse,
} from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-11-23T03:00:00.000Z'); // 12:00 on Monday 23 November in Tokyo

describeEachDatabase('analytics', (database) => {
  let app: TestApp;
  const clock = new ManualClock(NOW);
  let me: SignedIn;
  let omega: Substance;

  async function entry(date: string, productivity: number, focusAids: string[] = [], extra: Record<string, unknown> = {}) {
    const response = await me.call('POST', '/api/entries', {
      overallRating: 6,
      focusLevel: productivity - 1,
      taskInitiation: 5,
      restlessness: 4,
      productivity,
      date,
      focusAids: focusAids.map((focusAidId) => ({ focusAidId })),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
    me = await signedInUser(app, { timezone: 'Asia/Tokyo' });
    omega = (await me.call('POST', '/api/supplements', { name: 'Omega-3 Fish Oil', brand: 'Acme' })).json<Substance>();
    // Tue 10 … Fri 13: four days in a row (the longest streak); Thursday has two entries (8 and 6: day mean 7).
    await entry('2026-11-10', 4, ['default-walk']);
    await entry('2026-11-11', 6, ['default-walk']);
    await entry('2026-11-12', 8, ['default-fidget']);
    await entry('2026-11-12', 6);
    await entry('2026-11-13', 5);
    // Omega at 23:30 on Saturday 21 and 00:30 on Sunday 22 in Tokyo: both on 21 November in UTC.
    for (const timestamp of ['2026-11-21T14:30:00.000Z', '2026-11-21T15:30:00.000Z']) {
      expect((await me.call('POST', '/api/supplement-doses', { supplementId: omega.id, timestamp })).statusCode).toBe(201);
    }
    await entry('2026-11-21', 8);
    await entry('2026-11-22', 7);
    await entry('2026-11-23', 9);
    // A 25-minute session today with productivity 8.
    const session = (await me.call('POST', '/api/focus-sessions/start', {})).json<{ id: string }>();
    clock.set(new Date(NOW.getTime() + 1_500_000));
    await me.refresh();
    expect((await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`, { productivity: 8 })).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it("counts streaks on the user's calendar: two doses an hour apart either side of Tokyo's midnight are two days", async () => {
    const week = (await me.call('GET', '/api/analytics/dashboard?period=7days')).json<DashboardResponse>();
    // 21, 22 and 23 November in Tokyo (in UTC the doses would both fall on the 21st and the streak would be 1).
    expect(week.streaks).toEqual({ currentStreak: 3, longestStreak: 4 });
    // Focus: 1,500 s today; tracked days 21, 22, 23 → 1,500 / 3 = 500 s per tracked day.
    expect(week.focusTime).toEqual({ today: 1500, average: 500 });
    // Productivity: days 8, 7, 9 → 8.0; the week before: 4, 6, 7, 5 → 5.5; 2.5 ≥ 0.5 with ≥ 3 days each → up.
    expect(week.productivity).toEqual({ averageScore: 8, trend: 'up', previousAverageScore: 5.5, ratedDays: 3 });
    expect(week.trackedDays).toBe(3);
    // The recent trends (issue 34): the last 7 days against the 7 before, whatever the period, with their sentences.
    const trend = `Your productivity averaged 8.0 over the last 7 days, up 2.5 from 5.5 the week before: better.`;
    // Focus level (productivity − 1 on every entry) moved the same way; restlessness, 4 throughout, is not listed.
    expect(week.recentTrends.map((t) => t.metric)).toEqual(['focusLevel', 'productivity']);
    expect(week.recentTrends).toContainEqual({ metric: 'productivity', lastWeek: 8, weekBefore: 5.5, change: 2.5, direction: 'better', message: trend });

    const month = (await me.call('GET', '/api/analytics/dashboard?period=30days')).json<DashboardResponse>();
    // 4, 6, 7, 5, 8, 7, 9 → 46 / 7 = 6.57; nothing in the 30 days before → flat. 1,500 s over 7 tracked days → 214.
    expect(month.productivity).toEqual({ averageScore: 6.6, trend: 'flat', previousAverageScore: null, ratedDays: 7 });
    expect(month.focusTime).toEqual({ today: 1500, average: 214 });
  });

  it('gives weekly trends Monday to Sunday in the user zone', async () => {
    const trends = (await me.call('GET', '/api/analytics/weekly-trends?period=30days')).json<WeeklyTrendsResponse>();
    expect(trends.days).toEqual([
      { day: 'Monday', entriesCount: 1, avgProductivity: 9, focusTime: 1500 },
      { day: 'Tuesday', entriesCount: 1, avgProductivity: 4, focusTime: 0 },
      { day: 'Wednesday', entriesCount: 1, avgProductivity: 6, focusTime: 0 },
      { day: 'Thursday', entriesCount: 2, avgProductivity: 7, focusTime: 0 },
      { day: 'Friday', entriesCount: 1, avgProductivity: 5, focusTime: 0 },
      { day: 'Saturday', entriesCount: 1, avgProductivity: 8, focusTime: 0 },
      { day: 'Sunday', entriesCount: 1, avgProductivity: 7, focusTime: 0 },
    ]);
  });

  it('ranks focus aids by the mean shrunk towards the overall mean, not by a raw average of few entries', async () => {
    const aids = (await me.call('GET', '/api/analytics/effective-aids?period=30days')).json<EffectiveAidsResponse>();
    // Overall entry mean: (4 + 6 + 8 + 6 + 5 + 8 + 7 + 9) / 8 = 6.625; prior weight 5 entries.
    // Fidget: 1 entry at 8 → (8 + 5·6.625) / 6 = 6.85. Walk: 2 entries at 5 → (10 + 33.125) / 7 = 6.16.
    expect(aids.aids.map((a) => [a.id, a.usageCount, a.avgProductivityScore, a.rankingScore])).toEqual([
      ['default-fidget', 1, 8, 6.85],
      ['default-walk', 2, 5, 6.16],
    ]);
  });

  it('gives a timeline row for every day, oldest first, with doses and the requested metrics, null when missing', async () => {
    const response = await me.call('GET', `/api/analytics/supplement-timeline?supplementId=${omega.id}&days=3&includeMetrics=productivity,totalFocusTime`);
    expect(response.statusCode, response.body).toBe(200);
    const timeline = response.json<SupplementTimelineResponse>();
    const detail = [{ supplementId: omega.id, name: 'Omega-3 Fish Oil', doses: 1, taken: true }];
    expect(timeline).toEqual({
      timeline: [
        { date: '2026-11-21', hasData: true, supplementDetails: detail, productivity: 8, totalFocusTime: null },
        { date: '2026-11-22', hasData: true, supplementDetails: detail, productivity: 7, totalFocusTime: null },
        { date: '2026-11-23', hasData: true, supplementDetails: [], productivity: 9, totalFocusTime: 1500 },
      ],
      totalDataPoints: 3,
      daysAnalyzed: 3,
      metrics: ['productivity', 'totalFocusTime'],
    });
    const all = (await me.call('GET', '/api/analytics/supplement-timeline?days=30')).json<SupplementTimelineResponse>();
    // An empty supplementId, as a client sends with none chosen, is no supplementId.
    expect((await me.call('GET', '/api/analytics/supplement-timeline?days=30&supplementId=')).json()).toEqual(all);
    expect(all.timeline).toHaveLength(30);
    expect(all.timeline[0]?.date).toBe('2026-10-25');
    expect(all.timeline[0]).toMatchObject({ hasData: false, productivity: null, longestSession: null });
    expect(all.timeline[29]).toMatchObject({ longestSession: 1500, avgSessionLength: 1500, avgSessionProductivity: 8, overallRating: 6 });
    expect(all.totalDataPoints).toBe(7);
  });

  it('says insufficient-data with its days for a supplement of a few days, and lists only substances with doses', async () => {
    const table = (await me.call('GET', '/api/analytics/supplement-effectiveness?period=30days')).json<SupplementEffectivenessResponse>();
    // Rated days 10, 11, 12, 13, 21, 22, 23; omega on 21 and 22 → 2 taken (8, 7 → 7.5), 5 not (4, 6, 7, 5, 9 → 6.2).
    expect(table.supplements).toEqual([
      expect.objectContaining({
        id: omega.id,
        usageCount: 2,
        daysTaken: 2,
        daysNotTaken: 5,
        avgProductivityWhenTaken: 7.5,
        avgProductivityWhenNotTaken: 6.2,
        effectivenessScore: null,
        ci95: null,
        conclusion: 'insufficient-data',
      }),
    ]);
    expect(table.minimums).toEqual({ ratedDays: 14, daysPerSide: 7 });
    await me.call('POST', '/api/supplements', { name: 'Never taken' });
    const mine = (await me.call('GET', '/api/analytics/user-supplements')).json<{ supplements: Substance[] }>();
    expect(mine.supplements.map((s) => [s.name, s.totalDoses])).toEqual([['Omega-3 Fish Oil', 2]]);
  });

  it("gives a supplement's insights with its usage, consistency and the early-days and onset rules", async () => {
    const response = await me.call('GET', `/api/analytics/supplement-insights/${omega.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const insights = response.json<SupplementInsightsResponse>();
    // First taken on the 21st: days 21, 22, 23 → 3 days; taken on 2 of them → 0.67.
    expect(insights.usage).toEqual({ daysSinceStart: 3, consistencyRate: 0.67, totalDoses: 2, daysTaken: 2 });
    expect(insights.supplement).toEqual({ id: omega.id, name: 'Omega-3 Fish Oil', brand: 'Acme', category: null });
    expect(insights.timeline).toEqual({ hasEnoughDataForAnalysis: false, daysAnalyzed: 90, ratedDays: 7 });
    const kinds = insights.insights.map((i) => i.kind);
    expect(kinds).toContain('early-days');
    expect(insights.insights.find((i) => i.kind === 'onset')?.message).toContain('14-60 days');
    // Last 7 days (17-23): productivity 8, 7, 9 → 8; the 7 before (10-16): 4, 6, 7, 5 → 5.5; up 2.5 > 0.3.
    expect(insights.metrics.recentTrend.find((t) => t.metric === 'productivity')).toEqual({
      metric: 'productivity',
      lastWeek: 8,
      weekBefore: 5.5,
      change: 2.5,
      direction: 'better',
    });
    // Restlessness 4 every day: steady.
    expect(insights.metrics.recentTrend.find((t) => t.metric === 'restlessness')?.direction).toBe('steady');
    // The trend sentence is the same for every supplement: kept, marked general (the Overview shows it once); every
    // other sentence is about this supplement.
    const general = insights.insights.filter((i) => i.scope === 'general');
    expect(general.map((i) => i.metric)).toEqual(['focusLevel', 'productivity']);
    expect(general).toContainEqual({
      kind: 'trend',
      metric: 'productivity',
      scope: 'general',
      message: 'Your productivity averaged 8.0 over the last 7 days, up 2.5 from 5.5 the week before: better.',
    });
    expect(insights.insights.filter((i) => i.kind !== 'trend').every((i) => i.scope === 'supplement')).toBe(true);
    expect(insights.insights.find((i) => i.kind === 'effect')?.metric).toBe('productivity');
  });

  it("answers 404 for another user's supplement and 400 for bad queries", async () => {
    const other = await signedInUser(app);
    for (const url of [`/api/analytics/supplement-insights/${omega.id}`, `/api/analytics/supplement-timeline?supplementId=${omega.id}`]) {
      const response = await other.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Omega');
    }
    for (const url of [
      '/api/analytics/dashboard?period=2weeks',
      '/api/analytics/weekly-trends?period=',
      '/api/analytics/supplement-timeline?days=0',
      '/api/analytics/supplement-timeline?days=100000',
      '/api/analytics/supplement-timeline?includeMetrics=productivity,sleep',
      `/api/analytics/supplement-insights/${omega.id}?days=abc`,
    ]) {
      const response = await me.call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
  });
});

describeEachDatabase('analytics with enough data', (database) => {
  let app: TestApp;
  const clock = new ManualClock(new Date('2026-11-23T12:00:00.000Z'));
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  describe('a supplement taken on irregular days with better days', () => {
    it('is a benefit with its interval above zero, and a second one taken on the same days cannot be told apart', async () => {
      const me = await signedInUser(app);
      const a = (await me.call('POST', '/api/supplements', { name: 'Magnesium' })).json<Substance>();
      const b = (await me.call('POST', '/api/supplements', { name: 'Zinc' })).json<Substance>();
      // 40 days ending today on an irregular schedule (21 taken, 19 not): productivity 8-9 when taken, 4-5 otherwise.
      const schedule = '1101001011100100110101100011010011101001';
      for (let i = 0; i < 40; i++) {
        const taken = schedule[i] === '1';
        const date = new Date(Date.parse('2026-10-15T12:00:00.000Z') + i * 86_400_000);
        const day = date.toISOString().slice(0, 10);
        const productivity = (taken ? 8 : 4) + (i % 3 === 0 ? 1 : 0);
        const saved = await me.call('POST', '/api/entries', { overallRating: 5, focusLevel: 5, taskInitiation: 5, restlessness: 5, productivity, date: day });
        expect(saved.statusCode, saved.body).toBe(201);
        if (taken) {
          for (const s of [a, b]) await me.call('POST', '/api/supplement-doses', { supplementId: s.id, timestamp: date.toISOString() });
        }
      }
      const table = (await me.call('GET', '/api/analytics/supplement-effectiveness?period=90days')).json<SupplementEffectivenessResponse>();
      // The web's copy of the minimums (for sentences whose response carries none) agrees with the server's.
      expect(table.minimums).toEqual(COMPARISON_MINIMUMS);
      const magnesium = table.supplements.find((s) => s.id === a.id);
      expect(magnesium).toMatchObject({ conclusion: 'benefit', timing: 'same-day', daysTaken: 21, daysNotTaken: 19, usageCount: 21 });
      expect(magnesium?.ci95?.low).toBeGreaterThan(0);
      expect(magnesium?.effectivenessScore).toBeGreaterThan(0.5);
      expect(magnesium?.indistinguishableFrom).toEqual([{ id: b.id, name: 'Zinc' }]);
      expect(magnesium?.summary).toContain('cannot tell them apart');
      expect(magnesium?.summary).toContain('not proof of cause');
      // Only productivity varies, and the pair is one column: the family is its same-day and next-day tests.
      expect(table.family).toEqual({ size: 2, claims: 1, q: 0.05, method: 'weighted-benjamini-hochberg' });
      expect(magnesium).toMatchObject({ familySize: 2, moreDaysNeeded: null });
      expect(magnesium?.adjustedP).toBeLessThanOrEqual(0.05);
      expect(magnesium?.intervalLevel).toBeGreaterThan(0.95);
      expect(magnesium?.summary).toContain('it holds after accounting for all 2 comparisons');
      const zinc = table.supplements.find((s) => s.id === b.id);
      expect(zinc).toMatchObject({ conclusion: 'benefit', adjustedP: magnesium?.adjustedP, indistinguishableFrom: [{ id: a.id, name: 'Magnesium' }] });
      const insights = (await me.call('GET', `/api/analytics/supplement-insights/${a.id}`)).json<SupplementInsightsResponse>();
      expect(insights.metrics.improvements).toContain('productivity');
      expect(insights.timeline.hasEnoughDataForAnalysis).toBe(true);
      expect(insights.family).toMatchObject({ size: 2, method: 'weighted-benjamini-hochberg' });
      expect(insights.metrics.comparisons.map((c) => c.metric)).toEqual(RATING_METRICS);
      for (const comparison of insights.metrics.comparisons) expect(comparison.familySize).toBe(2);
      // A constant rating cannot be compared: inconclusive with no estimate, never a claim.
      expect(insights.metrics.comparisons.find((c) => c.metric === 'focusLevel')).toMatchObject({ conclusion: 'inconclusive', g: null, adjustedP: null });
    });
  });
  it("analyses a condition's metrics for each substance, energy, mood and anxiety included (anxiety: lower is better), and keeps conditions private", async () => {
    const me = await signedInUser(app);
    const magnesium = (await me.call('POST', '/api/supplements', { name: 'Magnesium' })).json<Substance>();
    const schedule = '1101001011100100110101100011010011101001';
    for (let i = 0; i < 40; i++) {
      const taken = schedule[i] === '1';
      const date = new Date(Date.parse('2026-10-15T12:00:00.000Z') + i * 86_400_000);
      const productivity = (taken ? 8 : 4) + (i % 3 === 0 ? 1 : 0);
      const saved = await me.call('POST', '/api/entries', {
        overallRating: 5,
        focusLevel: 5,
        taskInitiation: 5,
        restlessness: 5,
        productivity,
        // Anxiety 3-4 on taken days and 7-8 otherwise: lower on taken days, so a benefit. Mood a steady 6; energy
        // only on every other day (the optional metrics are often left out), 7 when taken, 5 otherwise.
        anxiety: (taken ? 3 : 7) + (i % 3 === 0 ? 1 : 0),
        mood: 6,
        ...(i % 2 === 0 ? { energy: taken ? 7 : 5 } : {}),
        date: date.toISOString().slice(0, 10),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      if (taken) await me.call('POST', '/api/supplement-doses', { supplementId: magnesium.id, timestamp: date.toISOString() });
    }
    const created = await me.call('POST', '/api/conditions/custom', {
      name: 'Afternoon slump',
      category: 'lifestyle',
      defaultMetrics: ['productivity', 'focusLevel', 'mood', 'anxiety'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const condition = created.json<{ id: string }>();

    const answer = await me.call('GET', `/api/analytics/ailment-supplement-analysis/${condition.id}?days=90`);
    expect(answer.statusCode, answer.body).toBe(200);
    const analysis = answer.json<AilmentAnalysisResponse>();
    expect(analysis).toMatchObject({
      condition: { id: condition.id, name: 'Afternoon slump' },
      days: 90,
      metrics: ['productivity', 'focusLevel', 'mood', 'anxiety'],
      metricsNotAnalysed: [],
    });
    expect(analysis.supplements.map((s) => [s.name, s.usageCount])).toEqual([['Magnesium', 21]]);
    const [productivity, focus, mood, anxiety] = analysis.supplements[0]?.effects ?? [];
    expect(productivity).toMatchObject({ metric: 'productivity', conclusion: 'benefit', daysTaken: 21, daysNotTaken: 19 });
    expect(productivity?.ci95?.low).toBeGreaterThan(0);
    expect(productivity?.summary).toContain('not proof of cause');
    // Focus was 5 every day: no difference to find.
    expect(focus).toMatchObject({ metric: 'focusLevel', daysTaken: 21, daysNotTaken: 19 });
    expect(focus?.conclusion).not.toMatch(/benefit|harm/);
    // Mood a steady 6: nothing to find. Anxiety lower on taken days: a benefit, with a negative difference.
    expect(mood).toMatchObject({ metric: 'mood', daysTaken: 21, daysNotTaken: 19 });
    expect(mood?.conclusion).not.toMatch(/benefit|harm/);
    expect(anxiety).toMatchObject({ metric: 'anxiety', conclusion: 'benefit', daysTaken: 21, daysNotTaken: 19 });
    expect(anxiety?.ci95?.high).toBeLessThan(0);
    expect(anxiety?.summary).toContain('anxiety');

    // The timeline and the insights read the three as well: the last day (i = 39, taken, 39 % 3 = 0) has anxiety 4
    // and mood 6 and, being odd, no energy (null, never zero); the day before (i = 38, not taken) energy 5.
    const timeline = (
      await me.call('GET', `/api/analytics/supplement-timeline?supplementId=${magnesium.id}&days=2&includeMetrics=energy,mood,anxiety`)
    ).json<SupplementTimelineResponse>();
    expect(timeline.timeline.map(({ date, energy, mood, anxiety }) => ({ date, energy, mood, anxiety }))).toEqual([
      { date: '2026-11-22', energy: 5, mood: 6, anxiety: 7 },
      { date: '2026-11-23', energy: null, mood: 6, anxiety: 4 },
    ]);
    const insights = (await me.call('GET', `/api/analytics/supplement-insights/${magnesium.id}`)).json<SupplementInsightsResponse>();
    expect(insights.metrics.improvements).toEqual(expect.arrayContaining(['productivity', 'anxiety']));
    expect(insights.metrics.recentTrend.map((t) => t.metric)).toEqual(expect.arrayContaining(['energy', 'mood', 'anxiety']));

    // A catalog condition works by its stable id; someone else's custom condition, an unknown id or a bad range do not.
    const adhd = (await me.call('GET', '/api/analytics/ailment-supplement-analysis/adhd')).json<AilmentAnalysisResponse>();
    expect(adhd.condition.name).toBe('ADHD');
    expect(adhd.days).toBe(90);
    const stranger = await signedInUser(app);
    const foreign = await stranger.call('GET', `/api/analytics/ailment-supplement-analysis/${condition.id}`);
    const unknown = await stranger.call('GET', '/api/analytics/ailment-supplement-analysis/no-such-condition');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await me.call('GET', `/api/analytics/ailment-supplement-analysis/${condition.id}?days=0`)).statusCode).toBe(400);
  });
});
