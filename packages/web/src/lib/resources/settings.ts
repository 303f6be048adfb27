/**
 * The profile with its regional settings and the usage statistics (GET /settings/profile, /settings/usage-stats). Every tab reads the regional settings (the date format, the market of the substance form), so
 * the profile lives here; a failed load leaves the defaults in place.
 */
import { queryOptions } from '@tanstack/react-query';
import { profileSchema, usageStatsSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const profileQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings.profile,
    queryFn: () => api.request('/settings/profile', { schema: profileSchema }),
    staleTime: 5 * 60 * 1000,
  });

export const usageStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings.usageStats,
    queryFn: () => api.request('/settings/usage-stats', { schema: usageStatsSchema }),
  });
