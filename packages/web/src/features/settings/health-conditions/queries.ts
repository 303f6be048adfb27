/**
 * The Health Conditions & Goals calls. Reads come from the cache module
 * (lib/resources: the catalog per category, the tracked conditions, the goals); each change names the resource it
 * writes, and invalidation.ts reloads what reads it (a goal shows its condition, so a condition change reloads goals).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conditionSchema, goalSchema, userConditionSchema, type CreateCustomConditionRequest, type GoalRequest } from '@wellness/contract';
import { noContentSchema } from '@/lib/api-client';
import { api } from '@/lib/app-api';
import { conditionCatalogQuery, userConditionsQuery } from '@/lib/resources/conditions';
import { goalsQuery } from '@/lib/resources/goals';
import { invalidateTouched } from '@/lib/resources/invalidation';
import type { CategoryFilter } from './condition-lists';

const path = (id: string) => encodeURIComponent(id);

export function useConditionCatalog(category: CategoryFilter) {
  return useQuery({ ...conditionCatalogQuery(category), select: (data) => data.conditions, meta: { failure: 'Loading the conditions' } });
}

export function useTrackedConditions() {
  return useQuery({ ...userConditionsQuery(), select: (data) => data.userConditions });
}

export function useGoals() {
  return useQuery({ ...goalsQuery(), select: (data) => data.goals });
}

export function useTrackCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conditionId: string) =>
      api.request('/user-conditions', { method: 'POST', body: { conditionId, customMetrics: [], settings: {} }, schema: userConditionSchema }),
    meta: { failure: 'Adding the condition' },
    onSettled: () => invalidateTouched(queryClient, ['conditions']),
  });
}

export function useUntrackCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conditionId: string) => api.request(`/user-conditions/${path(conditionId)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Removing the condition' },
    onSettled: () => invalidateTouched(queryClient, ['conditions']),
  });
}

export function useCreateCustomCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCustomConditionRequest) => api.request('/conditions/custom', { method: 'POST', body: request, schema: conditionSchema }),
    meta: { failure: 'Creating the custom condition' },
    onSuccess: () => invalidateTouched(queryClient, ['conditions']),
  });
}

export function useDeleteCustomCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/conditions/custom/${path(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Deleting the custom condition' },
    onSettled: () => invalidateTouched(queryClient, ['conditions']),
  });
}

export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    /** A new goal goes with the key its dialog chose for this save (lib/use-kept-save-attempt.ts). */
    mutationFn: ({ id, request, idempotencyKey }: { id: string | null; request: GoalRequest; idempotencyKey?: string }) =>
      id === null
        ? api.request('/goals', { method: 'POST', body: { ...request, idempotencyKey }, schema: goalSchema })
        : api.request(`/goals/${path(id)}`, { method: 'PUT', body: request, schema: goalSchema }),
    meta: { failure: 'Saving the goal' },
    onSuccess: () => invalidateTouched(queryClient, ['goals']),
  });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/goals/${path(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Deleting the goal' },
    onSettled: () => invalidateTouched(queryClient, ['goals']),
  });
}
