/**
 * What the Health Conditions & Goals sub-tab lists: the category chips, and the
 * available conditions, which are the catalog (with the user's custom ones) minus the conditions already tracked.
 */
import { formatDate } from '@/lib/date-format';
import { CONDITION_CATEGORIES, CONDITION_CATEGORY_LABELS, type Condition, type ConditionCategory, type UserCondition } from '@wellness/contract';

export type CategoryFilter = ConditionCategory | 'all';
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...CONDITION_CATEGORIES];
export const CATEGORY_FILTER_LABELS: Record<CategoryFilter, string> = { all: 'All', ...CONDITION_CATEGORY_LABELS };

/** Tracked conditions are hidden from the available list. */
export function availableConditions(catalog: readonly Condition[], tracked: readonly Pick<UserCondition, 'conditionId'>[]): Condition[] {
  const trackedIds = new Set(tracked.map((t) => t.conditionId));
  return catalog.filter((condition) => !trackedIds.has(condition.id));
}

/** "Since Mar 3, 2026" (the user's date format): when tracking started, as a calendar date in the user's zone. */
export function trackedSince(startedAt: string): string {
  const date = new Date(startedAt);
  if (Number.isNaN(date.getTime())) return '';
  return `Since ${formatDate(date)}`;
}
