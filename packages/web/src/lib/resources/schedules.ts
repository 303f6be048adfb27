/**
 * Dose schedules (GET /schedules), a day's scheduled doses (GET /reminders/today, `?date=` for another day) and
 * adherence over recent days (GET /adherence?days=), each key paired with its fetcher.
 */
import { queryOptions } from '@tanstack/react-query';
import { adherenceResponseSchema, scheduleListResponseSchema, todayRemindersResponseSchema, type Schedule } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const scheduleListQuery = () =>
  queryOptions({
    queryKey: queryKeys.schedules.list,
    queryFn: async (): Promise<Schedule[]> => (await api.request('/schedules', { schema: scheduleListResponseSchema })).schedules,
    meta: { failure: 'Loading the dose schedules' },
  });

/** `date` null is the user's today; a YYYY-MM-DD day otherwise (History's day view). */
export const dayRemindersQuery = (date: string | null) =>
  queryOptions({
    queryKey: queryKeys.reminders.day(date),
    queryFn: () =>
      api.request(date === null ? '/reminders/today' : `/reminders/today?${new URLSearchParams({ date }).toString()}`, {
        schema: todayRemindersResponseSchema,
      }),
    meta: { failure: 'Loading the scheduled doses' },
  });

export const adherenceQuery = (days: number) =>
  queryOptions({
    queryKey: queryKeys.adherence.overDays(days),
    queryFn: () => api.request(`/adherence?${new URLSearchParams({ days: String(days) }).toString()}`, { schema: adherenceResponseSchema }),
    meta: { failure: 'Loading adherence' },
  });
