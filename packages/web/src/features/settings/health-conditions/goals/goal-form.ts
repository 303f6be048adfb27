/**
 * The goal form as pure state (the goal draft the API takes): the draft as the fields hold it, the checks made before sending, and the request body.
 */
import {
  DEFAULT_GOAL_CATEGORY,
  DEFAULT_GOAL_PRIORITY,
  DEFAULT_GOAL_TARGET_TYPE,
  GOAL_LIMITS,
  GOAL_MESSAGES,
  METRIC_MAX,
  METRIC_MIN,
  type Goal,
  type GoalCategory,
  type GoalPriority,
  type GoalRequest,
  type GoalTargetType,
  type TrackingMetric,
} from '@wellness/contract';

export interface GoalDraft {
  name: string;
  description: string;
  category: GoalCategory;
  /** '' for none. */
  metric: TrackingMetric | '';
  /** As typed; '' for none. */
  targetValue: string;
  targetType: GoalTargetType;
  priority: GoalPriority;
  /** '' for none. */
  conditionId: string;
}

export type GoalDraftErrors = Partial<Record<'name' | 'targetValue', string>>;

export function emptyGoalDraft(): GoalDraft {
  return {
    name: '',
    description: '',
    category: DEFAULT_GOAL_CATEGORY,
    metric: '',
    targetValue: '',
    targetType: DEFAULT_GOAL_TARGET_TYPE,
    priority: DEFAULT_GOAL_PRIORITY,
    conditionId: '',
  };
}

export function goalDraftFrom(goal: Goal): GoalDraft {
  return {
    name: goal.name,
    description: goal.description ?? '',
    category: goal.category,
    metric: goal.metric ?? '',
    targetValue: goal.targetValue === null ? '' : String(goal.targetValue),
    targetType: goal.targetType,
    priority: goal.priority,
    conditionId: goal.conditionId ?? '',
  };
}

function parsedTarget(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** What stops the draft from being sent, by field; the server checks the same and more. */
export function goalDraftErrors(draft: GoalDraft): GoalDraftErrors {
  const errors: GoalDraftErrors = {};
  if (draft.name.trim() === '') errors.name = GOAL_MESSAGES.nameRequired;
  const target = parsedTarget(draft.targetValue);
  if (draft.metric !== '') {
    if (target === null || Number.isNaN(target) || target < METRIC_MIN || target > METRIC_MAX) errors.targetValue = GOAL_MESSAGES.targetForMetric;
  } else if (target !== null && (Number.isNaN(target) || target < 0 || target > GOAL_LIMITS.targetMax)) {
    errors.targetValue = `Target must be a number from 0 to ${GOAL_LIMITS.targetMax}`;
  }
  return errors;
}

/** The whole goal for POST or PUT (PUT replaces it). Call only when goalDraftErrors is empty. */
export function goalRequest(draft: GoalDraft): GoalRequest {
  const target = parsedTarget(draft.targetValue);
  return {
    name: draft.name.trim(),
    description: draft.description.trim() === '' ? null : draft.description.trim(),
    category: draft.category,
    targetValue: target === null || Number.isNaN(target) ? null : target,
    targetType: draft.targetType,
    priority: draft.priority,
    metric: draft.metric === '' ? null : draft.metric,
    conditionId: draft.conditionId === '' ? null : draft.conditionId,
  };
}
