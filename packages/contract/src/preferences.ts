/**
 * Tracking preferences: one whole object per user, read with every default filled in, replaced whole, and reset per
 * section. The web app applies every field; the server stores them and uses the hidden metrics for entries.
 */
import { z } from 'zod';
import { TABS, type Tab } from './constants.js';
import { TRACKING_METRICS, type TrackingMetric } from './metrics.js';
import { METRIC_DEFAULT, METRIC_MAX, METRIC_MIN } from './entries.js';

export const THEMES = ['LIGHT', 'DARK', 'AUTO', 'HIGH_CONTRAST'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = { LIGHT: 'Light', DARK: 'Dark', AUTO: 'Auto (follow the system)', HIGH_CONTRAST: 'High contrast' };

export const FONT_SIZES = ['SMALL', 'MEDIUM', 'LARGE', 'EXTRA_LARGE'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const FONT_SIZE_LABELS: Record<FontSize, string> = { SMALL: 'Small', MEDIUM: 'Medium', LARGE: 'Large', EXTRA_LARGE: 'Extra large' };
/** The root font size each choice sets; every size in the app is in rem, so this scales the whole UI. */
export const FONT_SIZE_PIXELS: Record<FontSize, number> = { SMALL: 14, MEDIUM: 16, LARGE: 18, EXTRA_LARGE: 20 };

export const QUICK_ACTIONS = ['quick-entry', 'supplement-dose', 'focus-session', 'export-data', 'view-analytics'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];
export const QUICK_ACTION_LABELS: Record<QuickAction, string> = {
  'quick-entry': 'Quick entry',
  'supplement-dose': 'Log a supplement dose',
  'focus-session': 'Start a focus session',
  'export-data': 'Export data',
  'view-analytics': 'View analytics',
};

/**
 * What an entry can be required to hold before it saves: part 1 §3.7's five parts (`metrics`: every metric the user
 * has not hidden, energy, mood and anxiety included), or any one of the eight metrics by name.
 */
export const REQUIRED_FIELD_IDS = ['metrics', ...TRACKING_METRICS, 'notes', 'tags', 'supplements', 'focusAids'] as const;
export type RequiredField = (typeof REQUIRED_FIELD_IDS)[number];
export const REQUIRED_FIELD_LABELS: Record<RequiredField, string> = {
  metrics: 'All metrics not hidden',
  focusLevel: 'Focus Level',
  productivity: 'Productivity',
  taskInitiation: 'Task Initiation',
  restlessness: 'Restlessness',
  overallRating: 'Overall Rating',
  energy: 'Energy',
  mood: 'Mood',
  anxiety: 'Anxiety',
  notes: 'Notes',
  tags: 'Mood tags',
  supplements: 'Supplements',
  focusAids: 'Focus aids',
};

/** The entry goal runs 1 to 5, thresholds 1 to 10. */
export const ENTRY_GOAL_MIN = 1;
export const ENTRY_GOAL_MAX = 5;
export const DEFAULT_ENTRY_GOAL = 1;
export const DEFAULT_GOOD_DAY_THRESHOLD = 7;
export const DEFAULT_BAD_DAY_THRESHOLD = 3;

export const PREFERENCES_MESSAGES = {
  saveFailed: 'Failed to save preferences. Please try again.',
  resetFailed: 'Failed to reset preferences. Please try again.',
  badNotBelowGood: 'The bad-day threshold must be below the good-day threshold',
  hiddenAndRequired: 'A hidden metric cannot be required',
} as const;

const oneToTen = z.number({ message: 'Must be a number' }).int('Must be a whole number').min(METRIC_MIN, 'From 1 to 10').max(METRIC_MAX, 'From 1 to 10');

const noRepeats = <T>(items: readonly T[]) => new Set(items).size === items.length;

const defaultMetricValuesSchema = z.object(
  Object.fromEntries(TRACKING_METRICS.map((metric) => [metric, oneToTen])) as Record<TrackingMetric, typeof oneToTen>,
  { message: 'Give a default value for each of the eight metrics' },
);

/** The stored and answered shape; the request adds the rules across fields (preferencesRequestSchema). */
export const preferencesSchema = z.object({
  defaultMetricValues: defaultMetricValuesSchema,
  hiddenMetrics: z
    .array(z.enum(TRACKING_METRICS, { message: `Metrics must be among ${TRACKING_METRICS.join(', ')}` }))
    .max(TRACKING_METRICS.length)
    .refine(noRepeats, 'Name each metric once'),
  entryFrequency: z
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(ENTRY_GOAL_MIN, `From ${ENTRY_GOAL_MIN} to ${ENTRY_GOAL_MAX}`)
    .max(ENTRY_GOAL_MAX, `From ${ENTRY_GOAL_MIN} to ${ENTRY_GOAL_MAX}`),
  requiredFields: z
    .array(z.enum(REQUIRED_FIELD_IDS, { message: `Required fields must be among ${REQUIRED_FIELD_IDS.join(', ')}` }))
    .max(REQUIRED_FIELD_IDS.length)
    .refine(noRepeats, 'Name each field once'),
  goodDayThreshold: oneToTen,
  badDayThreshold: oneToTen,
  theme: z.enum(THEMES, { message: `Theme must be one of ${THEMES.join(', ')}` }),
  fontSize: z.enum(FONT_SIZES, { message: `Font size must be one of ${FONT_SIZES.join(', ')}` }),
  animationsEnabled: z.boolean({ message: 'Must be true or false' }),
  highContrast: z.boolean({ message: 'Must be true or false' }),
  defaultTab: z.enum(TABS, { message: `Default tab must be one of ${TABS.join(', ')}` }),
  quickActions: z
    .array(z.enum(QUICK_ACTIONS, { message: `Quick actions must be among ${QUICK_ACTIONS.join(', ')}` }))
    .max(QUICK_ACTIONS.length)
    .refine(noRepeats, 'Name each quick action once'),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The rules across fields: a bad day lies below a good one; a metric the form hides cannot be one it requires. */
export function preferencesRuleIssues(p: Pick<Preferences, 'goodDayThreshold' | 'badDayThreshold' | 'hiddenMetrics' | 'requiredFields'>) {
  const issues: Array<{ path: string; message: string }> = [];
  if (p.badDayThreshold >= p.goodDayThreshold) issues.push({ path: 'badDayThreshold', message: PREFERENCES_MESSAGES.badNotBelowGood });
  p.requiredFields.forEach((field, index) => {
    if ((p.hiddenMetrics as readonly string[]).includes(field))
      issues.push({ path: `requiredFields.${index}`, message: PREFERENCES_MESSAGES.hiddenAndRequired });
  });
  return issues;
}

export const preferencesRequestSchema = preferencesSchema.superRefine((p, ctx) => {
  for (const issue of preferencesRuleIssues(p))
    ctx.addIssue({ code: 'custom', path: issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: issue.message });
});

/**
 * The specification's defaults where it gives them (metric defaults 5, thresholds 7 and 3, entry goal 1); the rest is
 * ours (docs/decisions.md): follow the system's theme, medium text, animations on, nothing hidden or required beyond
 * full tracking's own rule, Daily first, three shortcuts for the things done most.
 */
export function defaultPreferences(): Preferences {
  return {
    defaultMetricValues: Object.fromEntries(TRACKING_METRICS.map((metric) => [metric, METRIC_DEFAULT])) as Record<TrackingMetric, number>,
    hiddenMetrics: [],
    entryFrequency: DEFAULT_ENTRY_GOAL,
    requiredFields: [],
    goodDayThreshold: DEFAULT_GOOD_DAY_THRESHOLD,
    badDayThreshold: DEFAULT_BAD_DAY_THRESHOLD,
    theme: 'AUTO',
    fontSize: 'MEDIUM',
    animationsEnabled: true,
    highContrast: false,
    defaultTab: 'daily' satisfies Tab,
    quickActions: ['quick-entry', 'supplement-dose', 'focus-session'],
  };
}

/** The reset sections: the Tracking Preferences tabs that hold settings, and the fields each one owns. */
export const PREFERENCE_SECTIONS = ['metrics', 'entry', 'ui', 'dashboard'] as const;
export type PreferenceSection = (typeof PREFERENCE_SECTIONS)[number];
export const PREFERENCE_SECTION_FIELDS = {
  metrics: ['defaultMetricValues', 'hiddenMetrics', 'goodDayThreshold', 'badDayThreshold'],
  entry: ['entryFrequency', 'requiredFields'],
  ui: ['theme', 'fontSize', 'animationsEnabled', 'highContrast'],
  dashboard: ['defaultTab', 'quickActions'],
} as const satisfies Record<PreferenceSection, ReadonlyArray<keyof Preferences>>;

/** `current` with the named sections back at their defaults. */
export function resetPreferenceSections(current: Preferences, sections: readonly PreferenceSection[]): Preferences {
  const defaults = defaultPreferences();
  const next: Preferences = { ...current };
  for (const section of sections) {
    for (const field of PREFERENCE_SECTION_FIELDS[section]) Object.assign(next, { [field]: defaults[field] });
  }
  return next;
}

export const resetPreferencesRequestSchema = z.object({
  sections: z
    .array(z.enum(PREFERENCE_SECTIONS, { message: `Sections must be among ${PREFERENCE_SECTIONS.join(', ')}` }))
    .min(1, 'Name at least one section')
    .max(PREFERENCE_SECTIONS.length),
});
export type ResetPreferencesRequest = z.infer<typeof resetPreferencesRequestSchema>;

/**
 * Stored preferences merged over today's defaults, field by field: a field added later gets its default, and a
 * stored value the current rules refuse (an old enum value, a bad-day threshold no longer below good) falls back to
 * its default instead of making the whole object unreadable. Returns the fields that fell back, for the log.
 */
export function mergeStoredPreferences(stored: unknown): { preferences: Preferences; replaced: string[] } {
  const defaults = defaultPreferences();
  const source = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const replaced: string[] = [];
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(defaults) as Array<keyof Preferences>) {
    const fieldSchema = preferencesSchema.shape[key];
    let value: unknown = source[key];
    if (key === 'defaultMetricValues') {
      // Metric by metric, so a metric added later gets its default while the others keep the user's values.
      const storedValues = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      value = Object.fromEntries(
        TRACKING_METRICS.map((metric) => {
          const parsed = oneToTen.safeParse(storedValues[metric]);
          if (!parsed.success && storedValues[metric] !== undefined) replaced.push(`defaultMetricValues.${metric}`);
          return [metric, parsed.success ? parsed.data : defaults.defaultMetricValues[metric]];
        }),
      );
    }
    const parsed = fieldSchema.safeParse(value);
    if (!parsed.success && value !== undefined) replaced.push(key);
    merged[key] = parsed.success ? parsed.data : defaults[key];
  }
  const preferences = merged as Preferences;
  if (preferences.badDayThreshold >= preferences.goodDayThreshold) {
    preferences.goodDayThreshold = defaults.goodDayThreshold;
    preferences.badDayThreshold = defaults.badDayThreshold;
    replaced.push('goodDayThreshold', 'badDayThreshold');
  }
  const hidden = new Set<string>(preferences.hiddenMetrics);
  if (preferences.requiredFields.some((field) => hidden.has(field))) {
    preferences.requiredFields = preferences.requiredFields.filter((field) => !hidden.has(field));
    replaced.push('requiredFields');
  }
  return { preferences, replaced };
}
