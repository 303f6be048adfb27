/**
 * The list of all three collections loaded in parallel, the interaction checks and the clinician
 * report (keys and fetchers in lib/resources), and save/delete, which reload the list when they finish.
 */
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { substanceSchema, type Substance, type SubstanceType } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { interactionReportQuery, nameCheckQuery } from '@/lib/resources/interactions';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { queryKeys, type NameCheckRequest } from '@/lib/resources/query-keys';
import { clinicianReportQuery } from '@/lib/resources/reports';
import { substanceListQuery } from '@/lib/resources/substances';
import { COLLECTION_PATHS, collectionFor } from './substance-collections';
import type { SubstancePayload } from './substance-form-values';

export interface SubstanceList {
  /** Every item of the three collections once all have loaded. */
  items: Substance[] | undefined;
  isPending: boolean;
  /** The first failure, if any collection failed. */
  error: Error | null;
  /** Any collection is loading (the first time, or again after Retry). */
  isFetching: boolean;
  refetch: () => void;
}

function combineLists(results: Array<UseQueryResult<Substance[]>>): SubstanceList {
  const failed = results.find((result) => result.isError);
  const pending = results.some((result) => result.isPending);
  return {
    items: failed || pending ? undefined : results.flatMap((result) => result.data ?? []),
    isPending: !failed && pending,
    error: failed?.error ?? null,
    isFetching: results.some((result) => result.isFetching),
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}

export function useSubstanceList(): SubstanceList {
  return useQueries({ queries: COLLECTION_PATHS.map((path) => substanceListQuery(path)), combine: combineLists });
}

/** Re-checked whenever the list changes (part 2: the bulk check runs with two or more items). */
export function useInteractionReport(items: readonly Substance[] | undefined) {
  return useQuery(interactionReportQuery(items ?? []));
}

/** The form's check of the name being typed against what the user already has. */
export function useNameCheck(request: NameCheckRequest | null) {
  return useQuery(nameCheckQuery(request));
}

/** The clinician report of a range (the dialog only asks for ranges the server takes). */
export function useClinicianReport(range: { from: string; to: string }) {
  return useQuery(clinicianReportQuery(range.from, range.to));
}

/**
 * Everything built from the inventory goes stale (checks, name marks, the Daily tab's supplements, doses and
 * summary, which reload when next shown); the list itself reloads before the caller moves on.
 */
function reloadAfterChange(queryClient: QueryClient): Promise<void> {
  return invalidateTouched(queryClient, ['substances'], { reloadNow: [queryKeys.substances.lists] });
}

export interface SaveRequest {
  type: SubstanceType;
  /** Null to add, the item's id to update. */
  id: string | null;
  body: SubstancePayload;
  /** A new item goes with the key its form chose for this save (lib/use-kept-save-attempt.ts). */
  idempotencyKey?: string;
}

export function useSaveSubstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, body, idempotencyKey }: SaveRequest) => {
      const base = `/${collectionFor(type)}`;
      return id === null
        ? api.request(base, { method: 'POST', body: { ...body, idempotencyKey }, schema: substanceSchema })
        : api.request(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: substanceSchema });
    },
    meta: { failure: 'Saving the substance' },
    onSettled: () => reloadAfterChange(queryClient),
  });
}

/** DELETE answers 204 with no body. */

export function useDeleteSubstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<Substance, 'id' | 'substanceType'>) =>
      api.request(`/${collectionFor(item.substanceType)}/${encodeURIComponent(item.id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Deleting the substance' },
    onSettled: () => reloadAfterChange(queryClient),
  });
}
