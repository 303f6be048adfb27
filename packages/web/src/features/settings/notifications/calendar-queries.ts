/**
 * The calendar feed's calls: its status, making (or replacing) its secret address, and revoking it. Either change
 * reloads the status whether it worked or not, so the card never shows a feed that is gone.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarTokenResponseSchema } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { calendarFeedQuery } from '@/lib/resources/calendar';
import { invalidateTouched } from '@/lib/resources/invalidation';

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery());
}

/** Makes a new secret address; any earlier one stops working at once. Answers the address, shown this once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request('/calendar/token', { method: 'POST', schema: calendarTokenResponseSchema }),
    meta: { failure: 'Creating the calendar feed' },
    onSettled: () => invalidateTouched(queryClient, ['calendar']),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request('/calendar/token', { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Revoking the calendar feed' },
    onSettled: () => invalidateTouched(queryClient, ['calendar']),
  });
}
