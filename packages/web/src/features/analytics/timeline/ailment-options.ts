/**
 * The ailment filter's choices (part 1 §7: GET /conditions, id and name): every condition, the catalog's and the
 * user's own, with the conditions the user tracks first, in the order they were chosen, then the rest as listed.
 */
import type { Condition, UserCondition } from '@wellness/contract';

export interface AilmentOption {
  value: string;
  label: string;
}

type Named = Pick<Condition, 'id' | 'name'>;

export function ailmentOptions(tracked: readonly { conditionId: UserCondition['conditionId']; condition: Named }[], all: readonly Named[]): AilmentOption[] {
  const first = tracked.map((c) => ({ value: c.conditionId, label: c.condition.name }));
  const seen = new Set(first.map((option) => option.value));
  return [...first, ...all.filter((c) => !seen.has(c.id)).map((c) => ({ value: c.id, label: c.name }))];
}
