import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/calendar.js';
import { emptyDay, type DayActivity } from '../../reads/day-series/day-series.js';
import { claimFamily } from './claim-family.js';
import { describeComparison } from './effectiveness.js';
import { substanceInsights } from './insights.js';
import { recentTrends, trendSentence } from './recent-trends.js';

const today = '2026-11-23';
function days(count: number, rating: (i: number) => { productivity: number | null; restlessness?: number | null }): DayActivity[] {
  return Array.from({ length: count }, (_, i) => {
    const { productivity, restlessness = null } = rating(i);
    return {
      ...emptyDay(addDays(today, -(count - 1 - i))),
      entries: productivity === null ? 0 : 1,
      avgProductivity: productivity,
      avgRestlessness: restlessness,
    };
  });
}

describe('recentTrends', () => {
  it('words a change over 0.3 with both weeks and the change; restlessness down reads better', () => {
    const series = days(14, (i) => ({ productivity: i < 7 ? 5 : 7, restlessness: i < 7 ? 6 : 4 }));
    const { notable } = recentTrends(series);
    expect(notable.map((t) => t.message)).toEqual([
      'Your restlessness averaged 4.0 over the last 7 days, down 2.0 from 6.0 the week before: better.',
      'Your productivity averaged 7.0 over the last 7 days, up 2.0 from 5.0 the week before: better.',
    ]);
  });

  it('does not count a change of exactly 0.3, which floating point would put just above it', () => {
    // Last week 8 and 9 on two days (8.5); the week before 8, 8, 8, 8, 9 (8.2): 8.5 - 8.2 is 0.3000000000000007.
    const ratings = [8, null, 8, null, 8, 8, 9, 8, null, null, null, 9, null, null];
    const exactly = recentTrends(days(14, (i) => ({ productivity: ratings[i] ?? null })));
    expect(exactly.trends.find((t) => t.metric === 'productivity')).toMatchObject({ lastWeek: 8.5, weekBefore: 8.2, change: 0.3, direction: 'steady' });
    expect(exactly.notable).toEqual([]);
    // One more point in the last week: 8.67 against 8.2 counts.
    const above = recentTrends(days(14, (i) => ({ productivity: i === 12 ? 9 : (ratings[i] ?? null) })));
    expect(above.trends.find((t) => t.metric === 'productivity')?.direction).toBe('better');
  });

  it('says nothing of a steady metric or of one without both weeks (missing days are missing, not zero)', () => {
    const steady = recentTrends(days(14, () => ({ productivity: 5 })));
    expect(steady.notable).toEqual([]);
    const halfMissing = recentTrends(days(14, (i) => ({ productivity: i < 7 ? null : 8 })));
    expect(halfMissing.trends.find((t) => t.metric === 'productivity')?.direction).toBe('unknown');
    expect(trendSentence({ metric: 'productivity', lastWeek: 8, weekBefore: null, change: null, direction: 'unknown' })).toBeNull();
  });

  it('gives the same trend sentences in every supplement’s insights, marked general', () => {
    const series = days(30, (i) => ({ productivity: i < 23 ? 5 : 8 }));
    const taken = (every: number) => new Map(series.filter((_, i) => i % every === 0).map((d) => [d.day, { doses: 1, taken: true as const }]));
    const takenDays = new Map([
      ['a', taken(2)],
      ['b', taken(3)],
    ]);
    const family = claimFamily(series, takenDays);
    const general = (id: string) =>
      substanceInsights({
        substance: { id, name: id, brand: null, category: null, totalDoses: 5 },
        today,
        series,
        taken: takenDays.get(id),
        firstTaken: series[0]?.day ?? null,
        family,
      }).insights.filter((insight) => insight.scope === 'general');
    expect(general('a')).toEqual(general('b'));
    expect(general('a').map((i) => i.kind)).toEqual(['trend']);
  });
});

describe('count wording (issue 34: one plural rule)', () => {
  it('says "1 rated day", "1 day with it", never "1 days"', () => {
    // Taken on one rated day of ten: not enough data, with the counts in words.
    const series = days(10, () => ({ productivity: 5 }));
    const takenDays = new Map([['z', new Map([[series[9]?.day ?? today, { doses: 1, taken: true as const }]])]]);
    const result = claimFamily(series, takenDays).comparison('z', 'productivity');
    const sentence = describeComparison('Zinc', 'productivity', result, 1);
    expect(sentence).toContain('Not enough data yet for Zinc: 1 rated day with it and 9 without.');
    expect(sentence).toContain('It needs 6 more rated days with Zinc');
    expect(sentence).not.toMatch(/\b1 (rated )?days\b/);
  });
});
