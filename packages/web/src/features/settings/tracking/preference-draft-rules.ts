/**
 * Pure rules of the Tracking Preferences draft: whether it differs from what is saved, what the server would
 * refuse (the contract's own schema, so the screen and the API agree), the edits that keep the draft coherent
 * (hiding a metric stops requiring it), and the threshold wording ("7+", "3-").
 */
import {
  PREFERENCE_SECTION_FIELDS,
  preferencesRequestSchema,
  type PreferenceSection,
  type Preferences,
  type RequiredField,
  type TrackingMetric,
} from '@wellness/contract';

export function isDirty(draft: Preferences, saved: Preferences): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

/** The draft's problems by field path ("badDayThreshold"), as the server would name them. */
export function draftIssues(draft: Preferences): Map<string, string> {
  const result = preferencesRequestSchema.safeParse(draft);
  const issues = new Map<string, string>();
  if (!result.success) for (const issue of result.error.issues) issues.set(issue.path.join('.'), issue.message);
  return issues;
}

export function setHidden(draft: Preferences, metric: TrackingMetric, hidden: boolean): Preferences {
  const hiddenMetrics = hidden ? [...new Set([...draft.hiddenMetrics, metric])] : draft.hiddenMetrics.filter((m) => m !== metric);
  // A hidden metric cannot be required (the server refuses it): hiding one stops requiring it.
  const requiredFields = hidden ? draft.requiredFields.filter((field) => field !== metric) : draft.requiredFields;
  return { ...draft, hiddenMetrics, requiredFields };
}

export function setRequired(draft: Preferences, field: RequiredField, required: boolean): Preferences {
  const requiredFields = required ? [...new Set([...draft.requiredFields, field])] : draft.requiredFields.filter((f) => f !== field);
  return { ...draft, requiredFields };
}

export function toggleInList<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);
}

/** After a reset of one section, the server's values for that section; the user's unsaved edits elsewhere stay. */
export function withSectionFrom(draft: Preferences, saved: Preferences, section: PreferenceSection): Preferences {
  const next: Preferences = { ...draft };
  for (const field of PREFERENCE_SECTION_FIELDS[section]) Object.assign(next, { [field]: saved[field] });
  return next;
}

export const goodDayLabel = (threshold: number) => `${threshold}+`;
export const badDayLabel = (threshold: number) => `${threshold}-`;
