/**
 * "Today" is the day of the page: a tab left open overnight reloads everything the Daily tab shows once the
 * user's date changes (the summary, doses, sessions, insight and experiment instructions are all "today" on the server).
 * Only the clock moving on makes a new day: the profile's zone arriving after the tab opened changes the day the page
 * names (a phone abroad) but not the server's, whose answers already counted in that zone.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateResources } from '@/lib/resources/invalidation';
import { localDay } from '@/lib/date-format';
import { useToday } from '@/lib/use-today';

export function useNewDayRefresh(): void {
  const queryClient = useQueryClient();
  // useToday gives a new instant only when the clock has passed midnight; the same instant read in another zone is
  // the same moment, not a new day.
  const today = useToday();
  const day = localDay(today);
  const shown = useRef({ today, day });
  useEffect(() => {
    const before = shown.current;
    shown.current = { today, day };
    if (before.today === today || before.day === day) return;
    void invalidateResources(queryClient, ['daily', 'doses', 'sessions', 'aids', 'substances', 'experiments']);
  }, [today, day, queryClient]);
}
