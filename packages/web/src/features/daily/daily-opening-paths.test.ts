import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQuery } from '@/lib/resources/settings';
import { localDay, setTimeZonePreference } from '@/lib/date-format';
import { dailyOpeningPaths } from './daily-opening-paths';
import { prefetchOpeningReads } from './daily-reads';

const asked = vi.hoisted(() => [] as string[]);

vi.mock('@/lib/app-api', () => ({
  api: {
    request: (path: string) => {
      asked.push(path);
      return new Promise(() => undefined);
    },
  },
}));

afterEach(() => {
  asked.length = 0;
  setTimeZonePreference(null);
});

/** The paths the Daily tab's opening reads and the shell's profile read ask for when the tab opens at `now`. */
function pathsAskedAt(now: Date): string[] {
  const queryClient = new QueryClient();
  prefetchOpeningReads(queryClient, localDay(now));
  void queryClient.prefetchQuery(profileQuery());
  return [...asked];
}

describe('the Daily tab opening reads the entry sends ahead', () => {
  it.each([
    ['an ordinary day', new Date(2026, 10, 30, 9, 15)],
    ['the first of a month, just after midnight', new Date(2026, 2, 1, 0, 5)],
    ['the last minute of a year', new Date(2026, 11, 31, 23, 59)],
  ])('are the paths the tab and the shell ask for, in their order, on %s', (_day, now) => {
    expect(dailyOpeningPaths(now)).toEqual(pathsAskedAt(now));
  });

  it.each([
    ['far ahead of UTC', 'Pacific/Kiritimati', new Date(Date.UTC(2026, 10, 30, 20, 0)), '/factors/values?from=2026-11-17&to=2026-12-01'],
    ['far behind UTC', 'Pacific/Pago_Pago', new Date(Date.UTC(2026, 11, 1, 3, 0)), '/factors/values?from=2026-11-16&to=2026-11-30'],
  ])("are the tab's paths in the remembered profile zone, %s", (_case, zone, now, values) => {
    // The shell reads the day in the remembered zone until the profile answers (app-shell.tsx): so must the entry.
    setTimeZonePreference(zone);
    expect(dailyOpeningPaths(now, zone)).toEqual(pathsAskedAt(now));
    expect(dailyOpeningPaths(now, zone)).toContain(values);
  });

  it("falls back to the device's day for a zone the browser does not know", () => {
    const now = new Date(2026, 10, 30, 9, 15);
    expect(dailyOpeningPaths(now, 'Not/A_Zone')).toEqual(dailyOpeningPaths(now));
  });
});
