/**
 * The Substances tab's schedule calls: the user's schedules and 30-day adherence (keys and fetchers in
 * lib/resources/schedules.ts), and saving (PUT) or removing (DELETE) a substance's schedule. A change touches the
 * schedules, so today's doses, adherence and the run-out forecasts go stale (lib/resources/invalidation.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADHERENCE_DAYS, scheduleSchema, type ScheduleInput } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { adherenceQuery, scheduleListQuery } from '@/lib/resources/schedules';

export function useSchedules() {
  return useQuery(scheduleListQuery());
}

/** Adherence over the contract's default window (30 days). */
export function useAdherence() {
  return useQuery(adherenceQuery(ADHERENCE_DAYS.default));
}

const schedulePath = (substanceId: string) => `/schedules/${encodeURIComponent(substanceId)}`;

export interface ScheduleChange {
  substanceId: string;
  /** The schedule to keep, or null to remove it. */
  input: ScheduleInput | null;
}

/** PUT replaces the schedule; DELETE (204) removes it. */
export function useChangeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ substanceId, input }: ScheduleChange) => {
      if (input === null) {
        try {
          await api.request(schedulePath(substanceId), { method: 'DELETE', schema: noContentSchema });
        } catch (error) {
          // Already gone (removed on another device): what the user asked for is true.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
        return null;
      }
      return api.request(schedulePath(substanceId), { method: 'PUT', body: input, schema: scheduleSchema });
    },
    meta: { failure: 'Saving the schedule' },
    onSettled: () => invalidateTouched(queryClient, ['schedules']),
  });
}
