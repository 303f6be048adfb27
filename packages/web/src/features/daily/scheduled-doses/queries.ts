/**
 * Today's scheduled doses (GET /reminders/today, reloaded every minute so a dose that falls due shows without a
 * reload), whether the user has any schedule, and Take, Snooze and Skip. The answer's occurrence replaces the one on
 * screen at once; a take logs a dose, so it touches the doses (supply, today's doses, summary, adherence), while a
 * snooze or skip touches only the reminders (and adherence, built from them).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { occurrenceResponseSchema, SCHEDULE_DEFAULTS, type TodayReminders } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { queryKeys } from '@/lib/resources/query-keys';
import { dayRemindersQuery, scheduleListQuery } from '@/lib/resources/schedules';
import { replaceOccurrence } from './today-progress';

export const POLL_MS = 60_000;

export function useTodaysScheduledDoses() {
  return useQuery({ ...dayRemindersQuery(null), refetchInterval: POLL_MS });
}

/** Whether the user has any schedule at all (the section hides when not); undefined while unknown. */
export function useHasSchedules(): boolean | undefined {
  return useQuery({ ...scheduleListQuery(), select: (schedules) => schedules.length > 0 }).data;
}

export type OccurrenceAction = { kind: 'take' } | { kind: 'snooze'; minutes: number } | { kind: 'skip'; reason: string | null };

export interface OccurrenceRequest {
  occurrenceId: string;
  action: OccurrenceAction;
}

function requestFor({ occurrenceId, action }: OccurrenceRequest): { path: string; body: unknown } {
  const path = `/reminders/${encodeURIComponent(occurrenceId)}/${action.kind}`;
  if (action.kind === 'snooze') return { path, body: { minutes: action.minutes } };
  if (action.kind === 'skip') return { path, body: { reason: action.reason } };
  return { path, body: undefined };
}

export function useOccurrenceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OccurrenceRequest) => {
      const { path, body } = requestFor(request);
      return (await api.request(path, { method: 'POST', body, schema: occurrenceResponseSchema })).occurrence;
    },
    meta: { failure: 'Answering a scheduled dose' },
    onSuccess: (occurrence) => queryClient.setQueryData<TodayReminders>(queryKeys.reminders.day(null), (today) => replaceOccurrence(today, occurrence)),
    // Not awaited: the answer already shows the new state.
    onSettled: (_data, _error, request) => {
      void invalidateTouched(queryClient, request.action.kind === 'take' ? ['doses', 'reminders'] : ['reminders']);
    },
  });
}

export const SNOOZE_MINUTES = SCHEDULE_DEFAULTS.snoozeMinutes;
