/**
 * Web Push reads (Settings › Tracking Preferences › Notifications): the user's subscribed devices, and the
 * server's VAPID public key a browser subscribes with (it never changes, so it is read once per load).
 */
import { queryOptions } from '@tanstack/react-query';
import { pushPublicKeyResponseSchema, pushSubscriptionListResponseSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const pushDevicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.push.devices,
    queryFn: () => api.request('/push/subscriptions', { schema: pushSubscriptionListResponseSchema }),
    // A device may have been removed elsewhere, or by its push service saying it is gone: show the current list.
    staleTime: 0,
  });

export const pushPublicKeyQuery = () =>
  queryOptions({
    queryKey: queryKeys.push.publicKey,
    queryFn: () => api.request('/push/public-key', { schema: pushPublicKeyResponseSchema }),
    staleTime: Infinity,
  });
