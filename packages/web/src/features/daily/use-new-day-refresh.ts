/**
 * "Today" is the day of the page: a tab left open overnight reloads everything the Daily tab shows once the
 * browser's date changes (the summary, doses, sessions and insight are all "today" on the server).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToday } from '../../lib/use-today';
import { dailyKeys } from './daily-keys';

export function useNewDayRefresh(): void {
  const queryClient = useQueryClient();
  const day = useToday().toDateString();
  const shownDay = useRef(day);
  useEffect(() => {
    if (shownDay.current === day) return;
    shownDay.current = day;
    void queryClient.invalidateQueries({ queryKey: dailyKeys.all });
  }, [day, queryClient]);
}
