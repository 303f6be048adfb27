/**
 * On load and on each tab change the app reads the user's conditions (each item has a
 * condition name), so the assistant and the New Entry form work from what the user tracks now, even if it changed
 * in another browser tab. A failed read is only logged, by the query cache through the resource's meta.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Tab } from '@wellness/contract';
import { userConditionsQuery } from '../lib/resources/conditions';

export function useConditionsOnTabLoad(tab: Tab): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // staleTime 0: a tab change always asks the server, whatever the cache holds.
    queryClient.fetchQuery({ ...userConditionsQuery(), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, tab]);
}
