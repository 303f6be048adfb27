/**
 * Interaction checks over the user's inventory (part 2): the list's report and the check of a name being typed
 * (the clinician report is reports.ts). The list's and the name's checks are only logged when they fail.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  INTERACTION_QUESTION_MAX_CHARS,
  interactionQuestionResponseSchema,
  interactionReportSchema,
  nameCheckResponseSchema,
  type InteractionQuestionResult,
  type Substance,
} from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys, type NameCheckRequest } from './query-keys';

/** Identifies the list's content: any add, edit or delete gives a new signature, and so a new check. */
export function listSignature(items: readonly Pick<Substance, 'id' | 'updatedAt'>[]): string {
  return items
    .map((item) => `${item.id}@${item.updatedAt}`)
    .sort()
    .join('|');
}

/**
 * The bulk check runs with two or more items. A single item is checked on its own, through the per-substance
 * call, so its food warnings and anything not checked are shown rather than nothing: silence must not read as safe.
 */
export const interactionReportQuery = (items: readonly Substance[]) => {
  const only = items.length === 1 ? items[0] : undefined;
  return queryOptions({
    queryKey: queryKeys.interactions.report(listSignature(items)),
    enabled: items.length >= 1,
    placeholderData: keepPreviousData,
    queryFn: () =>
      only
        ? api.request(`/interactions/substance/${encodeURIComponent(only.id)}`, { schema: interactionReportSchema })
        : api.request('/interactions/bulk-check', { method: 'POST', body: { substanceIds: items.map((item) => item.id) }, schema: interactionReportSchema }),
    meta: { failure: 'Interaction check' },
  });
};

export const nameCheckQuery = (request: NameCheckRequest | null) =>
  queryOptions({
    queryKey: queryKeys.interactions.nameCheck(request),
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
    queryFn: () => api.request('/interactions/check-name', { method: 'POST', body: request, schema: nameCheckResponseSchema }),
    meta: { failure: 'Interaction check of the typed name' },
  });

/**
 * The help assistant's interaction question, checked by the engine (a one-off call, so not a cached query). A longer
 * message is cut to the bound the endpoint takes: the names are at its start in any question worth asking.
 */
export function askInteractionQuestion(text: string): Promise<InteractionQuestionResult> {
  const body = { text: text.slice(0, INTERACTION_QUESTION_MAX_CHARS) };
  return api.request('/interactions/question', { method: 'POST', body, schema: interactionQuestionResponseSchema });
}
