import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQuery } from '@/lib/resources/settings';
import { localDay } from '@/lib/date-format';
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
});
