/**
 * Help's one read: the installation's support address (GET /app-info). Kept here, not with the profile in
 * lib/resources/settings.ts, because that module loads with the sign-in screen and this read is only for Help.
 */
import { queryOptions } from '@tanstack/react-query';
import { appInfoSchema } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { queryKeys } from '@/lib/resources/query-keys';

/** It changes only with the server's configuration. */
export const appInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings.appInfo,
    queryFn: () => api.request('/app-info', { schema: appInfoSchema }),
    staleTime: 60 * 60 * 1000,
  });
