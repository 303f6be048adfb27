/**
 * Name suggestions (GET /supplement-autocomplete/autocomplete) for every
 * name box, for the item type the box is for: medicines for prescriptions and OTC medications, supplement names
 * otherwise. A failure is only logged; the boxes then fall back to the user's own names.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  AUTOCOMPLETE_DEFAULT_LIMIT,
  AUTOCOMPLETE_MIN_CHARS,
  autocompleteResponseSchema,
  type AutocompleteSuggestion,
  type SubstanceType,
} from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const nameSuggestionsQuery = (query: string, type: SubstanceType = 'SUPPLEMENT') => {
  const q = query.trim();
  return queryOptions({
    queryKey: queryKeys.names.suggestions(q, type),
    enabled: q.length >= AUTOCOMPLETE_MIN_CHARS,
    staleTime: 60_000,
    retry: false,
    queryFn: async (): Promise<AutocompleteSuggestion[]> => {
      const params = new URLSearchParams({ q, limit: String(AUTOCOMPLETE_DEFAULT_LIMIT), type });
      return (await api.request(`/supplement-autocomplete/autocomplete?${params.toString()}`, { schema: autocompleteResponseSchema })).suggestions;
    },
    meta: { failure: 'Name suggestions' },
  });
};
