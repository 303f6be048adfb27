import { describe, expect, it } from 'vitest';
import { composeDailyInsight, insightDaysFrom, type InsightDay } from './daily-insight.js';
import type { InsightDayRow } from './repository.js';

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

describe('insightDaysFrom', () => {
  const row = (
    kind: InsightDayRow['kind'],
    localDay: string,
    n: number | string,
    productivity: number | string | null = null,
    rating: number | string | null = null,
  ) => ({
    kind,
    local_day: localDay,
    n,
    productivity,
    rating,
  });

  it("joins a day's entries and sessions, oldest first, PostgreSQL strings read as numbers", () => {
    const days = insightDaysFrom([
      row('entries', '2026-11-23', '2', '7.5000000000000000', '6.0000000000000000'),
      row('entries', '2026-11-21', 1, 4, 5),
      row('sessions', '2026-11-23', '3'),
    ]);
    expect(days).toEqual([
      { day: '2026-11-21', entries: 1, avgProductivity: 4, avgRating: 5, sessions: 0 },
      { day: '2026-11-23', entries: 2, avgProductivity: 7.5, avgRating: 6, sessions: 3 },
    ]);
  });

  it('gives a day with sessions only no entries and null means (missing, never zero), and skips days without rows', () => {
    const days = insightDaysFrom([row('sessions', '2026-11-22', 1), row('entries', '2026-11-20', 1, null, null)]);
    expect(days).toEqual([
      { day: '2026-11-20', entries: 1, avgProductivity: null, avgRating: null, sessions: 0 },
      { day: '2026-11-22', entries: 0, avgProductivity: null, avgRating: null, sessions: 1 },
    ]);
    expect(composeDailyInsight(days, '2026-11-23').daysWithEntries).toBe(0);
  });
});
