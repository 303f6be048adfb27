import { describe, expect, it } from 'vitest';
import { composeDailyInsight, type InsightDay } from './daily-insight.js';

const day = (d: string, avgProductivity: number | null, sessions = 0, entries = 1, avgRating: number | null = 6): InsightDay => ({
  day: d,
  entries,
  avgProductivity,
  avgRating,
  sessions,
});

describe('composeDailyInsight', () => {
  it('says plainly that there is too little data below three rated days', () => {
    const insight = composeDailyInsight([day('2026-11-23', 7), day('2026-11-22', 6), day('2026-11-21', null, 0, 0)], '2026-11-23');
    expect(insight).toMatchObject({ enoughData: false, daysWithEntries: 2 });
    expect(insight.text).toMatch(/^Not enough data/);
  });

  it('compares days with and without focus sessions when both sides have two days', () => {
    const insight = composeDailyInsight([day('2026-11-23', 8, 1), day('2026-11-22', 9, 2), day('2026-11-21', 5), day('2026-11-20', 6)], '2026-11-23');
    expect(insight.enoughData).toBe(true);
    expect(insight.text).toContain('averaged 8.5, higher than the 5.5 on days without (2 and 2 days');
    expect(insight.text).toContain('not proof');
  });

  it('compares this week with last week when sessions cannot be compared', () => {
    const insight = composeDailyInsight([day('2026-11-23', 6), day('2026-11-20', 6.2), day('2026-11-14', 6), day('2026-11-12', 6.1)], '2026-11-23');
    expect(insight.text).toBe('Your productivity this week averaged 6.1, about the same as the 6.0 of the week before (2 and 2 days with entries).');
  });

  it('falls back to a plain average', () => {
    const insight = composeDailyInsight([day('2026-11-23', 7), day('2026-11-22', 8), day('2026-11-21', 9)], '2026-11-23');
    expect(insight.text).toBe(
      'Over your last 3 days with entries, your productivity averaged 8.0 and your overall rating 6.0. Log focus sessions on some days to see how they compare.',
    );
  });
});
