/**
 * The Health Conditions forms as the user's drafts in this browser (lib/drafts.ts): "Create Custom Condition" and the
 * goal form are kept while they have changes, so a reload, a closed tab or an expired session does not lose what was
 * typed; their cards open the form again with it. Saving, Discard and signing out remove them. A stored draft is
 * checked field by field and dropped whole when anything is malformed.
 */
import {
  CONDITION_CATEGORIES,
  GOAL_CATEGORIES,
  GOAL_PRIORITIES,
  GOAL_TARGET_TYPES,
  MOOD_TAGS,
  TRACKING_METRICS,
  goalSchema,
  type ConditionCategory,
  type Goal,
  type GoalCategory,
  type GoalPriority,
  type GoalTargetType,
  type TrackingMetric,
} from '@wellness/contract';
import { isRecord, isString, isStringList } from '@/lib/json-guards';
import type { CustomConditionDraft, MoodTag } from './custom-condition-form';
import type { GoalDraft } from './goals/goal-form';

export const CUSTOM_CONDITION_DRAFT_NAME = 'settings-custom-condition';
/** The last save attempt of a new custom condition, kept beside its draft (lib/use-kept-save-attempt.ts). */
export const CUSTOM_CONDITION_SAVE_ATTEMPT_NAME = 'settings-custom-condition.save-attempt';
export const GOAL_DRAFT_NAME = 'settings-goal';
/** The last save attempt of a new goal, kept beside its draft (lib/use-kept-save-attempt.ts). */
export const GOAL_SAVE_ATTEMPT_NAME = 'settings-goal.save-attempt';

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => isString(value) && (values as readonly string[]).includes(value);

export function parseCustomConditionDraft(stored: unknown): CustomConditionDraft | null {
  if (!isRecord(stored)) return null;
  const { name, category, description, metrics, tags, color } = stored;
  if (!isString(name) || !isString(description) || !isString(color) || !oneOf<ConditionCategory>(CONDITION_CATEGORIES, category)) return null;
  if (!isStringList(metrics) || !metrics.every((m) => oneOf<TrackingMetric>(TRACKING_METRICS, m))) return null;
  if (!isStringList(tags) || !tags.every((t) => oneOf<MoodTag>(MOOD_TAGS, t))) return null;
  return { name, category, description, metrics, tags, color };
}

export interface GoalFormDraft {
  /** The goal being edited, as loaded; null for one being added. */
  goal: Goal | null;
  /** Where the form started. */
  opened: GoalDraft;
  /** What the user made of it. */
  draft: GoalDraft;
}

function parseGoalDraft(stored: unknown): GoalDraft | null {
  if (!isRecord(stored)) return null;
  const { name, description, category, metric, targetValue, targetType, priority, conditionId } = stored;
  if (!isString(name) || !isString(description) || !isString(targetValue) || !isString(conditionId)) return null;
  if (!oneOf<GoalCategory>(GOAL_CATEGORIES, category) || !oneOf<GoalTargetType>(GOAL_TARGET_TYPES, targetType)) return null;
  if (!oneOf<GoalPriority>(GOAL_PRIORITIES, priority) || (metric !== '' && !oneOf<TrackingMetric>(TRACKING_METRICS, metric))) return null;
  return { name, description, category, metric, targetValue, targetType, priority, conditionId };
}

export function parseGoalFormDraft(stored: unknown): GoalFormDraft | null {
  if (!isRecord(stored)) return null;
  const goal = stored.goal === null ? null : goalSchema.safeParse(stored.goal);
  if (goal !== null && !goal.success) return null;
  const opened = parseGoalDraft(stored.opened);
  const draft = parseGoalDraft(stored.draft);
  return opened === null || draft === null ? null : { goal: goal === null ? null : goal.data, opened, draft };
}
