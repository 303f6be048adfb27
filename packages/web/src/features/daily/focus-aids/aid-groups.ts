/**
 * Focus aids grouped by category (physical, audio, environment, technique, break, other), in that
 * order, each group keeping the server's order; empty categories are left out so the grid stays compact.
 */
import { FOCUS_AID_CATEGORIES, type FocusAid, type FocusAidCategory } from '@wellness/contract';

export const FOCUS_AID_CATEGORY_LABELS: Record<FocusAidCategory, string> = {
  physical: 'Physical',
  audio: 'Audio',
  environment: 'Environment',
  technique: 'Technique',
  break: 'Break',
  other: 'Other',
};

export interface AidGroup {
  category: FocusAidCategory;
  label: string;
  aids: FocusAid[];
}

export function groupByCategory(aids: readonly FocusAid[]): AidGroup[] {
  return FOCUS_AID_CATEGORIES.map((category) => ({
    category,
    label: FOCUS_AID_CATEGORY_LABELS[category],
    aids: aids.filter((aid) => aid.category === category),
  })).filter((group) => group.aids.length > 0);
}

/** How many of the picked ids are still on show: an aid hidden or deleted elsewhere no longer counts. */
export function countSelectedShown(aids: readonly FocusAid[], selectedIds: ReadonlySet<string>): number {
  return aids.filter((aid) => selectedIds.has(aid.id)).length;
}

export function selectionSummary(count: number): string {
  if (count === 0) return 'Nothing picked yet. Tap what you are using; it is saved with your next entry.';
  return `${count} picked for your next entry.`;
}
