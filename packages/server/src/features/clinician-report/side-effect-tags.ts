/**
 * Which of an entry's tags mark a side effect. The user may choose their tags (the report's `sideEffectTag`); without
 * a choice, any tag whose name key is "side effect(s)" counts (SIDE_EFFECT_TAG_KEYS), so "Side effect" and
 * "side effects" are found with no setting. Tags compare by name key (nameKey), as the tags themselves are kept.
 */
import { nameKey, SIDE_EFFECT_TAG_KEYS } from '@wellness/contract';

export interface SideEffectRule {
  rule: 'chosen' | 'default';
  /** The tags of an entry that count. */
  matching(tags: readonly string[]): string[];
}

export function sideEffectRule(chosen: readonly string[] | undefined): SideEffectRule {
  const keys = new Set<string>(chosen && chosen.length > 0 ? chosen.map(nameKey) : SIDE_EFFECT_TAG_KEYS);
  return {
    rule: chosen && chosen.length > 0 ? 'chosen' : 'default',
    matching: (tags) => tags.filter((tag) => keys.has(nameKey(tag))),
  };
}
