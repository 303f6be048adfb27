/**
 * The Create Custom Condition form as pure state: name required (Create stays
 * disabled while it is empty), category mental-health by default, an optional description, metric and tag picks,
 * and a color that defaults to #6366f1.
 */
import {
  DEFAULT_CONDITION_CATEGORY,
  DEFAULT_CONDITION_COLOR,
  MOOD_TAGS,
  TRACKING_METRICS,
  type ConditionCategory,
  type CreateCustomConditionRequest,
  type TrackingMetric,
} from '@wellness/contract';

export type MoodTag = (typeof MOOD_TAGS)[number];

export interface CustomConditionDraft {
  name: string;
  category: ConditionCategory;
  description: string;
  metrics: TrackingMetric[];
  tags: MoodTag[];
  color: string;
}

export function emptyCustomConditionDraft(): CustomConditionDraft {
  return { name: '', category: DEFAULT_CONDITION_CATEGORY, description: '', metrics: [], tags: [], color: DEFAULT_CONDITION_COLOR };
}

/** The Create button is disabled while the name is empty (spaces count as empty). */
export function canCreateCustomCondition(draft: Pick<CustomConditionDraft, 'name'>): boolean {
  return draft.name.trim() !== '';
}

/** Adds or removes one pick. */
export function togglePick<T>(picks: readonly T[], item: T): T[] {
  return picks.includes(item) ? picks.filter((pick) => pick !== item) : [...picks, item];
}

const inOrder = <T>(all: readonly T[], picked: readonly T[]): T[] => all.filter((item) => picked.includes(item));

/** The request body: trimmed texts, picks in their canonical order, a color the server accepts. */
export function customConditionRequest(draft: CustomConditionDraft): CreateCustomConditionRequest {
  const color = /^#[0-9a-fA-F]{6}$/.test(draft.color) ? draft.color.toLowerCase() : DEFAULT_CONDITION_COLOR;
  return {
    name: draft.name.trim(),
    category: draft.category,
    description: draft.description.trim(),
    defaultMetrics: inOrder(TRACKING_METRICS, draft.metrics),
    defaultTags: inOrder(MOOD_TAGS, draft.tags),
    color,
  };
}
