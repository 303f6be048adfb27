/**
 * The research library (10 items a call, RESEARCH_LIMITS): the items for one of the user's substances or
 * for a condition, the bookmarked items, and the two marks a user sets (bookmark, opened).
 */
import { queryOptions } from '@tanstack/react-query';
import { RESEARCH_LIMITS, researchListResponseSchema, researchMarkResponseSchema, type ResearchMarkResponse } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export type ResearchTargetKind = 'substance' | 'condition';

export const researchForQuery = (kind: ResearchTargetKind, id: string) =>
  queryOptions({
    queryKey: kind === 'substance' ? queryKeys.research.forSubstance(id) : queryKeys.research.forCondition(id),
    queryFn: () =>
      api.request(`/research/${kind === 'substance' ? 'supplements' : 'conditions'}/${encodeURIComponent(id)}?limit=${RESEARCH_LIMITS.itemsDefault}`, {
        schema: researchListResponseSchema,
      }),
  });

export const researchBookmarkedQuery = () =>
  queryOptions({
    queryKey: queryKeys.research.bookmarked,
    queryFn: () => api.request('/research/bookmarked', { schema: researchListResponseSchema }),
  });

export type ResearchMark = 'bookmark' | 'unbookmark' | 'read';

export function setResearchMark(itemId: string, mark: ResearchMark): Promise<ResearchMarkResponse> {
  const path = `/research/${encodeURIComponent(itemId)}/${mark === 'read' ? 'read' : 'bookmark'}`;
  return api.request(path, { method: mark === 'unbookmark' ? 'DELETE' : 'POST', schema: researchMarkResponseSchema });
}
