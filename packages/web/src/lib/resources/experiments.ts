/**
 * Self-experiments (issue 31): the list (GET /experiments), one experiment with its days (GET /experiments/{id}), its
 * result once it has ended (GET /experiments/{id}/result, 409 before), today's instructions (GET /experiments/today)
 * and the plan form's suggestion for a substance (GET /experiments/suggestion). Every key starts with `experiments`;
 * a dose, an entry or a substance change makes them stale too (invalidation.ts), since a day shows what was taken and rated.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  experimentListResponseSchema,
  experimentResultSchema,
  experimentSchema,
  experimentSuggestionSchema,
  experimentTodayResponseSchema,
} from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const experimentPath = (id: string) => `/experiments/${encodeURIComponent(id)}`;

export const experimentListQuery = () =>
  queryOptions({
    queryKey: queryKeys.experiments.list,
    queryFn: async () => (await api.request('/experiments', { schema: experimentListResponseSchema })).experiments,
  });

export const experimentQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.experiments.detail(id),
    queryFn: () => api.request(experimentPath(id), { schema: experimentSchema }),
  });

/** Only asked for once the experiment is finished or stopped; the server answers 409 before. */
export const experimentResultQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.experiments.result(id),
    queryFn: () => api.request(`${experimentPath(id)}/result`, { schema: experimentResultSchema }),
  });

export const experimentsTodayQuery = () =>
  queryOptions({
    queryKey: queryKeys.experiments.today,
    queryFn: () => api.request('/experiments/today', { schema: experimentTodayResponseSchema }),
    meta: { failure: 'Loading today’s experiment instructions' },
  });

export const experimentSuggestionQuery = (substanceId: string) =>
  queryOptions({
    queryKey: queryKeys.experiments.suggestion(substanceId),
    queryFn: () =>
      api.request(`/experiments/suggestion?${new URLSearchParams({ substanceId }).toString()}`, {
        schema: experimentSuggestionSchema,
      }),
    meta: { failure: 'Loading the experiment suggestion' },
  });
