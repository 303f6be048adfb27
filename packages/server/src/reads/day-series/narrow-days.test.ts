/** The Daily insight's narrow projection of the day series: sparse rows joined per day, PostgreSQL's strings read. */
import { describe, expect, it } from 'vitest';
import { narrowDaysFrom, type NarrowDayRow } from './narrow-days.js';

describe('narrowDaysFrom', () => {
  const row = (
    kind: NarrowDayRow['kind'],
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
    const days = narrowDaysFrom([
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
    const days = narrowDaysFrom([row('sessions', '2026-11-22', 1), row('entries', '2026-11-20', 1, null, null)]);
    expect(days).toEqual([
      { day: '2026-11-20', entries: 1, avgProductivity: null, avgRating: null, sessions: 0 },
      { day: '2026-11-22', entries: 0, avgProductivity: null, avgRating: null, sessions: 1 },
    ]);
  });
});
