import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  mergeStoredPreferences,
  preferencesRequestSchema,
  resetPreferenceSections,
  PREFERENCE_SECTION_FIELDS,
  type Preferences,
} from './preferences.js';

const custom: Preferences = {
  ...defaultPreferences(),
  theme: 'DARK',
  fontSize: 'LARGE',
  entryFrequency: 4,
  defaultTab: 'history',
  hiddenMetrics: ['mood'],
  goodDayThreshold: 9,
  badDayThreshold: 2,
};

describe('preferences', () => {
  it('gives every field to exactly one reset section', () => {
    const fields = Object.values(PREFERENCE_SECTION_FIELDS).flat();
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(defaultPreferences()).sort());
  });

  it('resets only the named sections', () => {
    expect(resetPreferenceSections(custom, ['ui'])).toEqual({ ...custom, theme: 'AUTO', fontSize: 'MEDIUM' });
    expect(resetPreferenceSections(custom, ['metrics', 'entry', 'ui', 'dashboard'])).toEqual(defaultPreferences());
  });

  it('reads nothing stored as the defaults, and a stored object as it is', () => {
    expect(mergeStoredPreferences(undefined)).toEqual({ preferences: defaultPreferences(), replaced: [] });
    expect(mergeStoredPreferences(JSON.parse(JSON.stringify(custom)))).toEqual({ preferences: custom, replaced: [] });
  });

  it('gives a field stored before it existed its default, and a value refused today its default, saying which', () => {
    const { quickActions: _dropped, ...older } = custom;
    const result = mergeStoredPreferences({ ...older, fontSize: 'HUGE', defaultMetricValues: { focusLevel: 8, mood: 42 } });
    expect(result.preferences).toEqual({
      ...custom,
      fontSize: 'MEDIUM',
      defaultMetricValues: { ...defaultPreferences().defaultMetricValues, focusLevel: 8 },
    });
    expect(result.replaced).toEqual(['defaultMetricValues.mood', 'fontSize']);
  });

  it('falls back on the thresholds together when the stored bad day is not below the good day', () => {
    const { preferences, replaced } = mergeStoredPreferences({ ...custom, goodDayThreshold: 4, badDayThreshold: 6 });
    expect(preferences).toMatchObject({ goodDayThreshold: 7, badDayThreshold: 3 });
    expect(replaced).toEqual(['goodDayThreshold', 'badDayThreshold']);
    expect(preferencesRequestSchema.safeParse(preferences).success).toBe(true);
  });

  it('refuses a hidden metric that is also required, naming the required one', () => {
    const result = preferencesRequestSchema.safeParse({ ...custom, requiredFields: ['notes', 'mood'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['requiredFields.1']);
  });
});
