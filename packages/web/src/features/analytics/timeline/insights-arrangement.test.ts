import { describe, expect, it } from 'vitest';
import type { SupplementInsightsResponse } from '@wellness/contract';
import { arrangeInsights } from './insights-arrangement';

type Data = Pick<SupplementInsightsResponse, 'insights' | 'metrics'>;
type Insight = Data['insights'][number];
type Effect = Data['metrics']['significantChanges'][number];

const effect = (metric: Effect['metric'], g: number, conclusion: Effect['conclusion'] = 'benefit'): Effect => ({
  metric,
  conclusion,
  timing: 'same-day',
  g,
  ci95: { low: g - 0.8, high: g + 0.8 },
  daysTaken: 22,
  daysNotTaken: 18,
  adjustedP: 0.001,
  familySize: 16,
  intervalLevel: 0.996,
  moreDaysNeeded: null,
});
const said = (kind: Insight['kind'], message: string, metric: Insight['metric'] = null, scope: Insight['scope'] = 'supplement'): Insight => ({
  kind,
  message,
  metric,
  scope,
});

const PRODUCTIVITY = said(
  'effect',
  'Your productivity was higher on days you took Magnesium: 8.0 on 22 days with it and 5.0 on 18 days without (g = 2.05, 99.6% interval 1.18 to 2.92; it holds after accounting for all 16 comparisons).',
  'productivity',
);
const RESTLESSNESS = said('effect', 'Your restlessness was lower on days you took Magnesium: …', 'restlessness');
const TREND = said('trend', 'Your overall rating averaged 8.0 over the last 7 days, up 3.0 from 5.0 the week before: better.', 'overallRating', 'general');
const CAVEAT = said('association', 'Everything here describes associations in your own data; it cannot show that Magnesium causes a change.');
const CONSISTENCY = said('consistency', 'You took Magnesium on 55% of days (22 of 40) since you started.');

describe('arrangeInsights', () => {
  it('leads with the productivity conclusion and its numbers when it holds, whatever the order the server sent', () => {
    const arranged = arrangeInsights({
      insights: [CONSISTENCY, TREND, RESTLESSNESS, PRODUCTIVITY, CAVEAT],
      metrics: { significantChanges: [effect('restlessness', -1.4), effect('productivity', 2.05)], comparisons: [], recentTrend: [], improvements: [] },
    });
    expect(arranged.lead).toBe(PRODUCTIVITY);
    expect(arranged.leadEffect?.metric).toBe('productivity');
    // The other clear difference is one line with its figure, not its sentence again.
    expect(arranged.differences.map((d) => d.metric)).toEqual(['restlessness']);
    expect(arranged.others).toEqual([CONSISTENCY]);
    expect(arranged.caveat).toBe(CAVEAT);
  });

  it('drops the weekly-trend sentences, the same for every supplement, from the modal', () => {
    const arranged = arrangeInsights({
      insights: [TREND, PRODUCTIVITY, CAVEAT],
      metrics: { significantChanges: [effect('productivity', 2.05)], comparisons: [], recentTrend: [], improvements: [] },
    });
    expect(arranged.general).toEqual([TREND]);
    expect([arranged.lead, ...arranged.others]).not.toContain(TREND);
  });

  it('leads with the strongest clear difference when productivity has none, and keeps productivity’s own sentence', () => {
    const unclear = said('effect', 'No clear difference for Magnesium once all 16 comparisons are accounted for: productivity averaged …', 'productivity');
    const arranged = arrangeInsights({
      insights: [RESTLESSNESS, said('effect', 'Your energy was higher …', 'energy'), unclear, CAVEAT],
      metrics: { significantChanges: [effect('energy', 0.7), effect('restlessness', -1.4)], comparisons: [], recentTrend: [], improvements: [] },
    });
    expect(arranged.lead).toBe(RESTLESSNESS);
    expect(arranged.differences.map((d) => d.metric)).toEqual(['energy']);
    expect(arranged.others).toEqual([unclear]);
  });

  it('without a clear difference, leads with productivity’s conclusion (not enough data yet, with the days)', () => {
    const early = said('building', 'Building: day 12 on Magnesium.');
    const notEnough = said('effect', 'Not enough data yet for Magnesium: 5 rated days with it and 4 without.', 'productivity');
    const arranged = arrangeInsights({
      insights: [early, notEnough, CAVEAT],
      metrics: { significantChanges: [], comparisons: [], recentTrend: [], improvements: [] },
    });
    expect(arranged.lead).toBe(notEnough);
    expect(arranged.leadEffect).toBeNull();
    expect(arranged.others).toEqual([early]);
  });

  it('leads with "not logged as taken yet" before the supplement was ever taken', () => {
    const never = said('early-days', 'You have not logged Magnesium as taken yet. Log a dose …');
    const gap = said('effect', 'No rated day has Magnesium logged yet: …', 'productivity');
    const arranged = arrangeInsights({
      insights: [never, gap, CAVEAT],
      metrics: { significantChanges: [], comparisons: [], recentTrend: [], improvements: [] },
    });
    expect(arranged.lead).toBe(never);
    expect(arranged.others).toEqual([gap]);
  });
});
