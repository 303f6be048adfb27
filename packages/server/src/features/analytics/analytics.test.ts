import { describe, expect, it } from 'vitest';
import { emptyDay, type DayActivity } from '../../reads/day-series/day-series.js';
import { addDays } from '../../lib/calendar.js';
import { PRIOR_ENTRIES, rankAids, shrunkMean } from './aid-ranking.js';
import { claimFamily } from './claim-family.js';
import { substanceInsights } from './insights.js';
import { onsetWindow } from '../../lib/onset-windows.js';
import { streaks } from './streaks.js';
import { weekdayIndex } from './weekly-trends.js';

describe('streaks', () => {
  it('runs back from today, or from yesterday while today is empty, across a month end; the longest is anywhere', () => {
    const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-30', '2026-10-31', '2026-11-01'];
    expect(streaks(days, '2026-11-01')).toEqual({ currentStreak: 3, longestStreak: 4 });
    expect(streaks(days, '2026-11-02')).toEqual({ currentStreak: 3, longestStreak: 4 });
    expect(streaks(days, '2026-11-03')).toEqual({ currentStreak: 0, longestStreak: 4 });
    expect(streaks([], '2026-11-03')).toEqual({ currentStreak: 0, longestStreak: 0 });
  });
});

describe('focus aid ranking', () => {
  it('shrinks a mean by its entries: two entries at 10 rank below forty at 8 when the overall mean is 6', () => {
    expect(PRIOR_ENTRIES).toBe(5);
    // (2·10 + 5·6)/7 = 7.14; (40·8 + 5·6)/45 = 7.78.
    expect(shrunkMean(2, 10, 6)).toBeCloseTo(50 / 7, 12);
    const aids = new Map([
      ['lucky', { id: 'lucky', name: 'Lucky', icon: '🍀' }],
      ['steady', { id: 'steady', name: 'Steady', icon: '🎧' }],
    ]);
    const ranked = rankAids(
      [
        { aidId: 'lucky', usageCount: 2, ratedCount: 2, avgProductivity: 10 },
        { aidId: 'steady', usageCount: 40, ratedCount: 40, avgProductivity: 8 },
        { aidId: 'deleted', usageCount: 9, ratedCount: 9, avgProductivity: 9 },
      ],
      6,
      aids,
    );
    expect(ranked.map((a) => [a.id, a.rankingScore, a.avgProductivityScore])).toEqual([
      ['steady', 7.78, 8],
      ['lucky', 7.14, 10],
    ]);
  });
});

describe('weekdays and onset windows', () => {
  it('puts calendar days on Monday-first weekdays', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-22')).toBe(6); // a Sunday
  });

  it('matches the five onset windows of the specification by name, and nothing else', () => {
    expect(onsetWindow('Nordic Omega-3 Fish Oil')).toMatchObject({ fromDays: 14, toDays: 60 });
    expect(onsetWindow('Magnesium glycinate')).toMatchObject({ fromDays: 7, toDays: 30 });
    expect(onsetWindow('Vitamin D3 2000 IU')).toMatchObject({ fromDays: 30, toDays: 90 });
    expect(onsetWindow('L-Theanine')).toMatchObject({ fromDays: 1, toDays: 7 });
    expect(onsetWindow('B-Complex')).toMatchObject({ fromDays: 7, toDays: 21 });
    expect(onsetWindow('Zinc')).toBeNull();
  });
});

describe('supplement insights rules', () => {
  const today = '2026-11-23';
  function series(
    days: number,
    taken: (i: number) => boolean,
    rating: (i: number, on: boolean) => number | null,
  ): { series: DayActivity[]; taken: Map<string, { doses: number; taken: true }> } {
    const out: DayActivity[] = [];
    const takenDays = new Map<string, { doses: number; taken: true }>();
    for (let i = 0; i < days; i++) {
      const day = addDays(today, -(days - 1 - i));
      const on = taken(i);
      if (on) takenDays.set(day, { doses: 1, taken: true });
      const value = rating(i, on);
      out.push({
        ...emptyDay(day),
        entries: value === null ? 0 : 1,
        avgProductivity: value,
        avgFocus: value,
        avgRating: value,
        avgTaskInitiation: value,
        avgRestlessness: value === null ? null : 11 - value,
      });
    }
    return { series: out, taken: takenDays };
  }
  const substance = { id: 's', name: 'Magnesium', brand: null, category: null, totalDoses: 10 };
  const familyOf = (user: ReturnType<typeof series>) => claimFamily(user.series, new Map([[substance.id, user.taken]]));

  it('praises consistency above 0.8 and warns below 0.5, with the numbers', () => {
    const steady = series(
      20,
      (i) => i % 10 !== 0,
      () => 5,
    );
    const praised = substanceInsights({
      substance,
      today,
      series: steady.series,
      taken: steady.taken,
      firstTaken: steady.series[0]?.day ?? null,
      family: familyOf(steady),
    });
    expect(praised.usage).toMatchObject({ daysSinceStart: 20, consistencyRate: 0.9, daysTaken: 18 });
    expect(praised.insights.find((i) => i.kind === 'consistency')?.message).toContain('90% of days (18 of 20)');
    expect(praised.insights.map((i) => i.kind)).toContain('building');
    const rare = series(
      20,
      (i) => i % 3 === 0,
      () => 5,
    );
    const warned = substanceInsights({
      substance,
      today,
      series: rare.series,
      taken: rare.taken,
      firstTaken: rare.series[0]?.day ?? null,
      family: familyOf(rare),
    });
    expect(warned.insights.find((i) => i.kind === 'consistency')?.message).toContain('35% of days (7 of 20)');
  });

  it('says long-term success beyond twice the onset with two improvements, and evaluate without', () => {
    // 90 days on magnesium (window 7-30, so beyond 60): every rating higher on taken days (restlessness lower).
    const schedule = (i: number) => (i * 7919) % 13 < 6;
    const good = series(90, schedule, (i, on) => (on ? 8 : 4) + (i % 3 === 0 ? 1 : 0));
    const success = substanceInsights({
      substance,
      today,
      series: good.series,
      taken: good.taken,
      firstTaken: good.series[0]?.day ?? null,
      family: familyOf(good),
    });
    expect(success.metrics.improvements).toEqual(['focusLevel', 'taskInitiation', 'restlessness', 'productivity', 'overallRating']);
    expect(success.insights.find((i) => i.kind === 'long-term-success')?.message).toContain('after 90 days on Magnesium, 5 ratings were better');
    const flat = series(90, schedule, (i) => 5 + (i % 3));
    const evaluate = substanceInsights({
      substance,
      today,
      series: flat.series,
      taken: flat.taken,
      firstTaken: flat.series[0]?.day ?? null,
      family: familyOf(flat),
    });
    expect(evaluate.metrics.significantChanges).toEqual([]);
    expect(evaluate.insights.find((i) => i.kind === 'evaluate')?.message).toContain('after 90 days on Magnesium (more than twice the 30-day onset)');
    expect(evaluate.insights.at(-1)?.kind).toBe('association');
  });

  const insightsOf = (user: ReturnType<typeof series>) =>
    substanceInsights({ substance, today, series: user.series, taken: user.taken, firstTaken: user.series[0]?.day ?? null, family: familyOf(user) });

  it('judges consistency on the exact share of days, not the rounded rate it reports', () => {
    // 33 of 41 days is 0.805: above 0.8, though the field rounds it to 0.8.
    const justAbove = insightsOf(
      series(
        41,
        (i) => i === 0 || i % 5 !== 0,
        () => 5,
      ),
    );
    expect(justAbove.usage).toMatchObject({ daysSinceStart: 41, consistencyRate: 0.8, daysTaken: 33 });
    expect(justAbove.insights.find((i) => i.kind === 'consistency')?.message).toContain('80% of days (33 of 41) since you started: a steady routine');
    // 4 of 5 days is exactly 0.8: not above it, so no praise.
    const exactly = insightsOf(
      series(
        5,
        (i) => i !== 2,
        () => 5,
      ),
    );
    expect(exactly.usage.consistencyRate).toBe(0.8);
    expect(exactly.insights.some((i) => i.kind === 'consistency')).toBe(false);
  });

  it('warns of low consistency from the first days, as part 1 §9 sets no minimum', () => {
    const scattered = insightsOf(
      series(
        4,
        (i) => i === 0,
        () => 5,
      ),
    );
    expect(scattered.usage).toMatchObject({ daysSinceStart: 4, consistencyRate: 0.25 });
    expect(scattered.insights.map((i) => i.kind)).toEqual(expect.arrayContaining(['early-days', 'consistency']));
    expect(scattered.insights.find((i) => i.kind === 'consistency')?.message).toContain('25% of days (1 of 4)');
  });

  it('says early improvement between day 7 and day 29 once a rating is a claimed benefit, else building', () => {
    const schedule = (i: number) => (i * 7919) % 13 < 6;
    const better = insightsOf(series(29, schedule, (i, on) => (on ? 8 : 4) + (i % 3 === 0 ? 1 : 0)));
    expect(better.metrics.improvements.length).toBeGreaterThan(0);
    const kinds = better.insights.map((i) => i.kind);
    expect(kinds).toContain('early-improvement');
    expect(kinds).not.toContain('building');
    expect(better.insights.find((i) => i.kind === 'early-improvement')?.message).toMatch(
      /^Early improvement: day 29 on Magnesium, and \d ratings are already better/,
    );
    const flat = insightsOf(series(29, schedule, (i) => 5 + (i % 3)));
    expect(flat.metrics.improvements).toEqual([]);
    expect(flat.insights.map((i) => i.kind)).toContain('building');
    expect(flat.insights.map((i) => i.kind)).not.toContain('early-improvement');
  });
});
