/**
 * Focus aid calls: the active aids for picking, every aid for edit mode, create,
 * show/hide and delete. A change counts once the server has answered and both lists have reloaded, so what
 * the section shows is always what the server holds (no optimistic guesses).
 */
import { useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { focusAidSchema, type CreateFocusAidRequest, type FocusAid } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { activeAidsQuery, aidListsQuery } from '@/lib/resources/aids';
import { invalidateTouched } from '@/lib/resources/invalidation';

/** Aids the user has not hidden (normal mode). */
export function useActiveFocusAids() {
  return useQuery({ ...activeAidsQuery(), select: (data): FocusAid[] => data.focusAids });
}

/** Every aid, hidden ones included (edit mode); loaded only while edit mode is on. */
export function useAllFocusAids(enabled: boolean) {
  return useQuery({ ...aidListsQuery(), select: (data): FocusAid[] => data.all, enabled });
}

/** Both lists. */
function reloadAids(queryClient: QueryClient): Promise<void> {
  return invalidateTouched(queryClient, ['aids']);
}

export function useCreateFocusAid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFocusAidRequest) => api.request('/focus-aids', { method: 'POST', body, schema: focusAidSchema }),
    meta: { failure: 'Creating the focus aid' },
    onSuccess: () => reloadAids(queryClient),
  });
}

const UPDATE_KEY = ['focus-aid', 'set-active'] as const;

export interface SetActiveRequest {
  id: string;
  isActive: boolean;
}

export function useSetFocusAidActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_KEY,
    mutationFn: ({ id, isActive }: SetActiveRequest) =>
      api.request(`/focus-aids/${encodeURIComponent(id)}`, { method: 'PUT', body: { isActive }, schema: focusAidSchema }),
    meta: { failure: 'Showing or hiding the focus aid' },
    // Returning the reload keeps the switch busy until the lists show the new state; after a failure the
    // reload shows what the server really holds (the aid may have changed or gone in another tab).
    onSettled: () => reloadAids(queryClient),
  });
}

/** Ids of aids whose show/hide change is still on its way, so each switch can show its own busy state. */
export function usePendingAidIds(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: UPDATE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as SetActiveRequest | undefined)?.id,
  });
  return new Set(ids.filter((id): id is string => id !== undefined));
}

/** DELETE answers 204 with no body. */

export function useDeleteFocusAid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/focus-aids/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Deleting the focus aid' },
    // Gone from both lists as soon as the server confirms, so the row (and the button that asked) has left the
    // page before the confirmation closes and focus moves on; the reload then checks with the server.
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData(activeAidsQuery().queryKey, (data) => data && { focusAids: data.focusAids.filter((aid) => aid.id !== id) });
      queryClient.setQueryData(aidListsQuery().queryKey, (data) => {
        if (data === undefined) return data;
        const keep = (aids: FocusAid[]) => aids.filter((aid) => aid.id !== id);
        return { default: keep(data.default), custom: keep(data.custom), all: keep(data.all) };
      });
    },
    onSettled: () => reloadAids(queryClient),
  });
}
