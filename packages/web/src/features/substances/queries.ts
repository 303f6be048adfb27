/**
 * Query keys, the list of all three collections loaded in parallel (part 2 §7), the interaction checks, name
 * suggestions and the clinician report, and save/delete, which reload the list when they finish (part 2 §4).
 */
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  healthcareReportSchema,
  interactionReportSchema,
  nameCheckResponseSchema,
  substanceListSchema,
  substanceSchema,
  type Substance,
  type SubstanceType,
} from '@wellness/contract';
import { api } from '../../lib/app-api';
import { logFailure } from '../../lib/logged';
import { noContentSchema } from '../../lib/api-client';
import { dailyKeys } from '../daily/daily-keys';
import { nameKeys } from '../names/queries';
import { substanceKeys, type NameCheckRequest } from './substance-keys';
import { COLLECTION_PATHS, collectionFor } from './substance-collections';
import type { SubstancePayload } from './substance-form-values';

export interface SubstanceList {
  /** Every item of the three collections once all have loaded. */
  items: Substance[] | undefined;
  isPending: boolean;
  /** The first failure, if any collection failed. */
  error: Error | null;
  refetch: () => void;
}

function combineLists(results: Array<UseQueryResult<Substance[]>>): SubstanceList {
  const failed = results.find((result) => result.isError);
  const pending = results.some((result) => result.isPending);
  return {
    items: failed || pending ? undefined : results.flatMap((result) => result.data ?? []),
    isPending: !failed && pending,
    error: failed?.error ?? null,
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}

export function useSubstanceList(): SubstanceList {
  return useQueries({
    queries: COLLECTION_PATHS.map((path) => ({
      queryKey: substanceKeys.list(path),
      queryFn: () => api.request(`/${path}`, { schema: substanceListSchema }),
    })),
    combine: combineLists,
  });
}

/** Identifies the list's content: any add, edit or delete gives a new signature, and so a new check. */
export function listSignature(items: readonly Pick<Substance, 'id' | 'updatedAt'>[]): string {
  return items
    .map((item) => `${item.id}@${item.updatedAt}`)
    .sort()
    .join('|');
}

/**
 * Re-checked whenever the list changes (part 2: the bulk check runs with two or more items). A single item is
 * checked on its own too, through the per-substance call, so its food warnings and anything not checked are
 * shown rather than nothing: silence must not read as safe. A failure is only logged (part 2 §8).
 */
export function useInteractionReport(items: readonly Substance[] | undefined) {
  const list = items ?? [];
  const only = list.length === 1 ? list[0] : undefined;
  return useQuery({
    queryKey: substanceKeys.interactions(listSignature(list)),
    enabled: list.length >= 1,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      return logFailure('Interaction check', async () =>
        only
          ? api.request(`/interactions/substance/${encodeURIComponent(only.id)}`, { schema: interactionReportSchema })
          : api.request('/interactions/bulk-check', {
              method: 'POST',
              body: { substanceIds: list.map((item) => item.id) },
              schema: interactionReportSchema,
            }),
      );
    },
  });
}

/** The form's check of the name being typed against what the user already has. Failures are only logged. */
export function useNameCheck(request: NameCheckRequest | null) {
  return useQuery({
    queryKey: substanceKeys.nameCheck(request),
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      return logFailure('Interaction check of the typed name', async () =>
        api.request('/interactions/check-name', { method: 'POST', body: request, schema: nameCheckResponseSchema }),
      );
    },
  });
}

export function useClinicianReport() {
  return useQuery({
    queryKey: substanceKeys.clinicianReport,
    queryFn: () => api.request('/interactions/healthcare-report', { schema: healthcareReportSchema }),
    staleTime: 0,
  });
}

/** Everything derived from the list goes stale; the list itself reloads before the caller moves on. */
async function reloadAfterChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: substanceKeys.all, refetchType: 'none' });
  // The Daily tab's supplements, doses and summary reload when it is next shown.
  await queryClient.invalidateQueries({ queryKey: dailyKeys.all, refetchType: 'none' });
  // 'In your library' marks change with the list.
  await queryClient.invalidateQueries({ queryKey: nameKeys.all, refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: substanceKeys.lists });
}

export interface SaveRequest {
  type: SubstanceType;
  /** Null to add, the item's id to update. */
  id: string | null;
  body: SubstancePayload;
}

export function useSaveSubstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, body }: SaveRequest) => {
      const base = `/${collectionFor(type)}`;
      return id === null
        ? api.request(base, { method: 'POST', body, schema: substanceSchema })
        : api.request(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: substanceSchema });
    },
    onSettled: () => reloadAfterChange(queryClient),
  });
}

/** DELETE answers 204 with no body. */

export function useDeleteSubstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<Substance, 'id' | 'substanceType'>) =>
      api.request(`/${collectionFor(item.substanceType)}/${encodeURIComponent(item.id)}`, { method: 'DELETE', schema: noContentSchema }),
    onSettled: () => reloadAfterChange(queryClient),
  });
}
