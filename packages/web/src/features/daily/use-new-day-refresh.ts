/**
 * "Today" is the day of the page: a tab left open overnight reloads everything the Daily tab shows once the
 * user's date changes (the summary, doses, sessions, insight and experiment instructions are all "today" on the server).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateResources } from '@/lib/resources/invalidation';
import { localDay } from '@/lib/date-format';
import { useToday } from '@/lib/use-today';

export function useNewDayRefresh(): void {
  const queryClient = useQueryClient();
  const day = localDay(useToday());
  const shownDay = useRef(day);
  useEffect(() => {
    if (shownDay.current === day) return;
    shownDay.current = day;
    void invalidateResources(queryClient, ['daily', 'doses', 'sessions', 'aids', 'substances', 'experiments']);
  }, [day, queryClient]);
}
