/**
 * The Experiments view's reads (keys and fetchers in lib/resources/experiments.ts) and its three changes: plan (POST),
 * a new version of a plan before its start (PUT) and stop (POST …/stop). Each touches the experiments, so the list,
 * the experiment, today's instructions and the analytics reads that withhold a running experiment's substance go
 * stale (lib/resources/invalidation.ts).
 */
import { useMutation, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { experimentSchema, type Experiment, type ExperimentInputBody, type ExperimentStatus, type Substance } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { experimentListQuery, experimentPath, experimentQuery, experimentResultQuery, experimentSuggestionQuery } from '@/lib/resources/experiments';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { queryKeys } from '@/lib/resources/query-keys';
import { substanceListQuery } from '@/lib/resources/substances';

/** The inventory's three collections: any item can be tested, whatever its supply. */
const COLLECTIONS = ['supplements', 'otc-medications', 'prescriptions'] as const;

export function useExperiments() {
  return useQuery(experimentListQuery());
}

export function useExperiment(id: string) {
  return useQuery(experimentQuery(id));
}

/** The result is read only once the experiment has ended (finished or stopped). */
export function useExperimentResult(id: string, status: ExperimentStatus | undefined) {
  return useQuery({ ...experimentResultQuery(id), enabled: status === 'completed' || status === 'stopped' });
}

export function useExperimentSuggestion(substanceId: string) {
  return useQuery({ ...experimentSuggestionQuery(substanceId), enabled: substanceId !== '', staleTime: 5 * 60_000 });
}

export interface SubstanceChoices {
  substances: Substance[] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

type CollectionResults = ReadonlyArray<UseQueryResult<Substance[]>>;

/** A stable function, so TanStack Query re-runs it only when the results change. */
function combineChoices(results: CollectionResults): SubstanceChoices {
  return {
    substances: results.every((result) => result.data !== undefined)
      ? results.flatMap((result) => result.data ?? []).sort((a, b) => a.name.localeCompare(b.name))
      : undefined,
    isError: results.some((result) => result.isError),
    isFetching: results.some((result) => result.isFetching),
    refetch: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

/** Every item of the inventory, sorted by name; undefined until all three collections have loaded. */
export function useSubstanceChoices(): SubstanceChoices {
  return useQueries({ queries: COLLECTIONS.map((collection) => substanceListQuery(collection)), combine: combineChoices });
}

export interface SavePlan {
  /** Null for a new plan; the experiment's id for a new version of its plan. */
  id: string | null;
  body: ExperimentInputBody;
  /** A new plan goes with the key its form chose for this save (lib/use-kept-save-attempt.ts). */
  idempotencyKey?: string;
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: SavePlan) =>
      id === null
        ? api.request('/experiments', { method: 'POST', body: { ...body, idempotencyKey }, schema: experimentSchema })
        : api.request(experimentPath(id), { method: 'PUT', body, schema: experimentSchema }),
    meta: { failure: 'Saving an experiment' },
    onSuccess: (experiment: Experiment) => queryClient.setQueryData(queryKeys.experiments.detail(experiment.id), experiment),
    onSettled: () => invalidateTouched(queryClient, ['experiments']),
  });
}

export function useStopExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.request(`${experimentPath(id)}/stop`, { method: 'POST', body: { reason }, schema: experimentSchema }),
    meta: { failure: 'Stopping an experiment' },
    onSuccess: (experiment: Experiment) => queryClient.setQueryData(queryKeys.experiments.detail(experiment.id), experiment),
    onSettled: () => invalidateTouched(queryClient, ['experiments']),
  });
}
