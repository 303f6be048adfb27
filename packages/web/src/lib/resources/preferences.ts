/**
 * The user's tracking preferences (GET /preferences). Every tab reads them (theme, default tab, the
 * entry form's defaults, the entry goal); a failed load is only logged and the screens use the defaults.
 */
import { queryOptions } from '@tanstack/react-query';
import { preferencesSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const preferencesQuery = () =>
  queryOptions({
    queryKey: queryKeys.preferences.current,
    queryFn: () => api.request('/preferences', { schema: preferencesSchema }),
    staleTime: 5 * 60 * 1000,
    meta: { failure: 'Loading the tracking preferences' },
  });
