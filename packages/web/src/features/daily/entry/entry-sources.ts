/** TEMPORARY until the sections land: the lists the entry form reads names and sessions from. */
import { useQuery } from '@tanstack/react-query';
import { focusAidListsSchema, todaySessionsResponseSchema } from '@wellness/contract';
import { api } from '../../../lib/app-api';
import { dailyKeys } from '../daily-keys';

export const useEntryFocusAids = () => useQuery({ queryKey: dailyKeys.focusAids, queryFn: async () => (await api.request('/focus-aids', { schema: focusAidListsSchema })).all });
export const useTodaySessions = () => useQuery({ queryKey: dailyKeys.todaySessions, queryFn: () => api.request('/focus-sessions/today', { schema: todaySessionsResponseSchema }) });
