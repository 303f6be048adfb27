/** Whether the user has a calendar feed, and since when (GET /calendar/token); the secret address is shown only once. */
import { queryOptions } from '@tanstack/react-query';
import { calendarStatusResponseSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: queryKeys.calendar.feed,
    queryFn: () => api.request('/calendar/token', { schema: calendarStatusResponseSchema }),
  });
