/**
 * Name suggestions (GET /supplement-autocomplete/autocomplete, part 1 §7 "Supplements and names") for every
 * name box: the Substances form's name field and the Daily picker's search. A failure is only logged; the
 * boxes then fall back to the user's own names (part 1 §8).
 */
import { useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_DEFAULT_LIMIT, AUTOCOMPLETE_MIN_CHARS, autocompleteResponseSchema, type AutocompleteSuggestion } from '@wellness/contract';
import { api } from '../../lib/app-api';
import { logFailure } from '../../lib/logged';

export const nameKeys = {
  all: ['names'] as const,
  suggestions: (query: string) => ['names', 'suggestions', query] as const,
};

export function useNameSuggestions(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: nameKeys.suggestions(q),
    enabled: q.length >= AUTOCOMPLETE_MIN_CHARS,
    staleTime: 60_000,
    retry: false,
    queryFn: async (): Promise<AutocompleteSuggestion[]> => {
      const params = new URLSearchParams({ q, limit: String(AUTOCOMPLETE_DEFAULT_LIMIT) });
      return logFailure(
        'Name suggestions',
        async () => (await api.request(`/supplement-autocomplete/autocomplete?${params.toString()}`, { schema: autocompleteResponseSchema })).suggestions,
      );
    },
  });
}
