/**
 * Notifications calls: the subscribed devices, subscribing this browser (permission, the browser's subscription,
 * then POST /push/subscriptions), removing a device and sending a test notification. Every change reloads the
 * device list; what each makes stale is named by resource (lib/resources/invalidation.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushSubscriptionSchema, pushTestResponseSchema } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { pushDevicesQuery, pushPublicKeyQuery } from '@/lib/resources/push';
import { queryKeys } from '@/lib/resources/query-keys';
import { subscribeThisBrowser, thisBrowserSubscribed } from './this-browser';

export function usePushDevices() {
  return useQuery({ ...pushDevicesQuery(), select: (data) => data.subscriptions });
}

/** Whether this browser holds a subscription (the browser's own state, under the push resource so changes refresh it). */
export function useThisBrowserSubscribed() {
  return useQuery({ queryKey: queryKeys.push.thisBrowser, queryFn: thisBrowserSubscribed, staleTime: 0 });
}

export function useSubscribeThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery(pushPublicKeyQuery());
      const body = await subscribeThisBrowser(publicKey);
      return api.request('/push/subscriptions', { method: 'POST', body, schema: pushSubscriptionSchema });
    },
    meta: { failure: 'Subscribing this device to notifications' },
    onSettled: () => invalidateTouched(queryClient, ['push']),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Removing a device from notifications' },
    onSettled: () => invalidateTouched(queryClient, ['push']),
  });
}

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request('/push/test', { method: 'POST', schema: pushTestResponseSchema }),
    meta: { failure: 'Sending a test notification' },
    // A device its push service reported gone was removed, and the others have a new last delivery.
    onSettled: () => invalidateTouched(queryClient, ['push']),
  });
}
