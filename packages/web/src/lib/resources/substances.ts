/** One API collection of the inventory, and the supplements offered for dose logging (GET /daily/supplements). */
import { queryOptions } from '@tanstack/react-query';
import { dailySupplementsResponseSchema, substanceListSchema, type Substance } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

/** `collectionPath` is one of the three collections: 'supplements', 'prescriptions', 'otc-medications'. */
export const substanceListQuery = (collectionPath: string) =>
  queryOptions({
    queryKey: queryKeys.substances.list(collectionPath),
    queryFn: () => api.request(`/${collectionPath}`, { schema: substanceListSchema }),
  });

/** A failed load is only logged; the section offers Retry instead of a false empty list. */
export const loggableSupplementsQuery = () =>
  queryOptions({
    queryKey: queryKeys.substances.loggable,
    // Reloaded whenever the Daily tab opens, so items added on another device or tab show at once.
    staleTime: 0,
    queryFn: async (): Promise<Substance[]> => (await api.request('/daily/supplements', { schema: dailySupplementsResponseSchema })).supplements,
    meta: { failure: 'Loading the supplements for dose logging' },
  });
