import { describe, expect, it } from 'vitest';
import { createEntryRequestSchema, defaultPreferences, ENTRY_MESSAGES } from '@wellness/contract';
import {
  buildEntryRequest,
  defaultMetrics,
  defaultsHint,
  defaultsMessages,
  emptyEntryForm,
  entryBlocker,
  entrySettingsFrom,
  needsDefaultsConfirm,
  toggleTag,
  visibleMetrics,
  type EntrySettings,
} from './entry-form-values';

describe('entry form rules', () => {
  it('starts every metric at 5', () => {
    expect(Object.values(defaultMetrics())).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
  });

  it('warns when all four metrics are 5, notes two or three, and is quiet for one or none', () => {
    const base = defaultMetrics();
    expect(defaultsHint(base)).toBe('allDefault');
    expect(defaultsHint({ ...base, overallRating: 8 })).toBe('allDefault');
    expect(defaultsHint({ ...base, focusLevel: 7 })).toBe('someDefault');
    expect(defaultsHint({ ...base, focusLevel: 7, productivity: 3 })).toBe('someDefault');
    expect(defaultsHint({ ...base, focusLevel: 7, productivity: 3, restlessness: 2 })).toBeNull();
    expect(defaultsHint({ ...base, overallRating: 5, focusLevel: 1, taskInitiation: 2, restlessness: 3, productivity: 4 })).toBeNull();
  });

  it('asks before saving only when all five are 5', () => {
    expect(needsDefaultsConfirm(defaultMetrics())).toBe(true);
    expect(needsDefaultsConfirm({ ...defaultMetrics(), overallRating: 6 })).toBe(false);
    expect(needsDefaultsConfirm({ ...defaultMetrics(), restlessness: 4 })).toBe(false);
  });

  it('toggles mood tags', () => {
    expect(toggleTag([], 'Calm')).toEqual(['Calm']);
    expect(toggleTag(['Calm', 'Tired'], 'Calm')).toEqual(['Tired']);
  });
});

describe('buildEntryRequest', () => {
  it('sends metrics, tags, trimmed notes, supplements taken in the morning and focus aids for full tracking', () => {
    const values = { ...emptyEntryForm(), metrics: { ...defaultMetrics(), focusLevel: 8 }, tags: ['Focused' as const], notes: '  good day  ' };
    const request = buildEntryRequest(values, new Set(['s1', 's2']), ['a1']);
    expect(request).toEqual({
      type: 'REGULAR',
      overallRating: 5,
      focusLevel: 8,
      taskInitiation: 5,
      restlessness: 5,
      productivity: 5,
      tags: ['Focused'],
      notes: 'good day',
      supplements: [
        { supplementId: 's1', taken: true },
        { supplementId: 's2', taken: true },
      ],
      focusAids: [{ focusAidId: 'a1' }],
    });
    expect(createEntryRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out blank notes, and metrics for a supplement-only entry', () => {
    const request = buildEntryRequest({ ...emptyEntryForm(), type: 'SUPPLEMENT_ONLY', notes: '   ' }, ['s1'], []);
    expect(request).toEqual({ type: 'SUPPLEMENT_ONLY', tags: [], supplements: [{ supplementId: 's1', taken: true }], focusAids: [] });
    expect(createEntryRequestSchema.safeParse(request).success).toBe(true);
  });

  it('links the chosen session for a session-only entry', () => {
    const request = buildEntryRequest({ ...emptyEntryForm(), type: 'SESSION_ONLY', sessionId: 'f1' }, [], []);
    expect(request).toMatchObject({ type: 'SESSION_ONLY', sessionId: 'f1' });
    expect(request).not.toHaveProperty('overallRating');
  });
});

const none = { supplements: 0, focusAids: 0 };

describe('entryBlocker', () => {
  it('needs a supplement for a supplement-only entry and a session for a session-only one', () => {
    expect(entryBlocker(emptyEntryForm(), none)).toBeNull();
    expect(entryBlocker({ ...emptyEntryForm(), type: 'SUPPLEMENT_ONLY' }, none)).toMatch(/Select the supplements/);
    expect(entryBlocker({ ...emptyEntryForm(), type: 'SUPPLEMENT_ONLY' }, { supplements: 1, focusAids: 0 })).toBeNull();
    expect(entryBlocker({ ...emptyEntryForm(), type: 'SESSION_ONLY' }, { supplements: 3, focusAids: 0 })).toMatch(/Choose the focus session/);
    expect(entryBlocker({ ...emptyEntryForm(), type: 'SESSION_ONLY', sessionId: 'f1' }, none)).toBeNull();
  });
});

const prefs = defaultPreferences();
const custom: EntrySettings = entrySettingsFrom({ ...prefs, defaultMetricValues: { ...prefs.defaultMetricValues, focusLevel: 7, productivity: 3 } }, new Set());

describe('the form under Tracking Preferences', () => {
  it('shows the five core metrics, and energy, mood or anxiety only when a tracked condition asks or they are required', () => {
    const core = ['overallRating', 'focusLevel', 'taskInitiation', 'restlessness', 'productivity'];
    expect(visibleMetrics(new Set(), prefs)).toEqual(core);
    expect(visibleMetrics(new Set(['anxiety', 'focusLevel']), prefs)).toEqual([...core, 'anxiety']);
    expect(visibleMetrics(new Set(), { ...prefs, requiredFields: ['mood'] })).toEqual([...core, 'mood']);
  });

  it('shows every metric not hidden when all metrics are required (part 2 §3.7’s `metrics`)', () => {
    const core = ['overallRating', 'focusLevel', 'taskInitiation', 'restlessness', 'productivity'];
    expect(visibleMetrics(new Set(), { ...prefs, requiredFields: ['metrics'] })).toEqual([...core, 'energy', 'mood', 'anxiety']);
    expect(visibleMetrics(new Set(), { hiddenMetrics: ['mood', 'restlessness'], requiredFields: ['metrics'] })).toEqual([
      'overallRating',
      'focusLevel',
      'taskInitiation',
      'productivity',
      'energy',
      'anxiety',
    ]);
  });

  it('hides what the user hides, even when a tracked condition asks for it', () => {
    expect(visibleMetrics(new Set(['anxiety', 'energy']), { ...prefs, hiddenMetrics: ['anxiety', 'restlessness'] })).toEqual([
      'overallRating',
      'focusLevel',
      'taskInitiation',
      'productivity',
      'energy',
    ]);
  });

  it('starts the sliders at the user’s defaults and compares the hints and the confirm with them', () => {
    const start = emptyEntryForm(custom).metrics;
    expect(start).toMatchObject({ focusLevel: 7, productivity: 3, overallRating: 5 });
    expect(defaultsHint(start, custom)).toBe('allDefault');
    expect(needsDefaultsConfirm(start, custom)).toBe(true);
    // 5 is no longer the default of Focus Level: moving it to 5 is a change.
    expect(defaultsHint({ ...start, focusLevel: 5, productivity: 5 }, custom)).toBe('someDefault');
    expect(needsDefaultsConfirm({ ...start, focusLevel: 5 }, custom)).toBe(false);
    expect(defaultsMessages(custom).confirm).toBe('All metrics are still at your default values. Save this entry with default values?');
    expect(defaultsMessages(entrySettingsFrom(prefs, new Set())).confirm).toBe(ENTRY_MESSAGES.confirmDefaults);
  });

  it('counts only the hinted metrics shown, and confirms only over the metrics shown', () => {
    const hiding = entrySettingsFrom({ ...prefs, hiddenMetrics: ['focusLevel', 'taskInitiation', 'restlessness'] }, new Set(['mood']));
    const start = emptyEntryForm(hiding).metrics;
    expect(defaultsHint(start, hiding)).toBe('allDefault');
    expect(defaultsHint({ ...start, productivity: 9 }, hiding)).toBeNull();
    expect(needsDefaultsConfirm({ ...start, focusLevel: 9 }, hiding)).toBe(true);
    expect(needsDefaultsConfirm({ ...start, mood: 9 }, hiding)).toBe(false);
  });

  it('sends only the metrics shown: a hidden one is left out, an asked-for optional one is sent', () => {
    const settings = entrySettingsFrom({ ...prefs, hiddenMetrics: ['restlessness'] }, new Set(['anxiety']));
    const request = buildEntryRequest({ ...emptyEntryForm(settings), metrics: { ...defaultMetrics(), anxiety: 8 } }, [], [], settings);
    expect(request).not.toHaveProperty('restlessness');
    expect(request).not.toHaveProperty('mood');
    expect(request).toMatchObject({ overallRating: 5, focusLevel: 5, taskInitiation: 5, productivity: 5, anxiety: 8 });
    expect(createEntryRequestSchema.safeParse(request).success).toBe(true);
  });

  it('blocks the save until the required notes, tags, supplements and focus aids are there, saying which', () => {
    const settings = entrySettingsFrom({ ...prefs, requiredFields: ['notes', 'tags', 'supplements', 'focusAids'] }, new Set());
    const empty = emptyEntryForm(settings);
    expect(entryBlocker(empty, none, settings)).toBe(
      'Your tracking preferences require notes, at least one mood tag, at least one supplement and at least one focus aid before an entry saves.',
    );
    expect(entryBlocker({ ...empty, notes: '  ', tags: ['Calm'] }, { supplements: 1, focusAids: 1 }, settings)).toBe(
      'Your tracking preferences require notes before an entry saves.',
    );
    expect(entryBlocker({ ...empty, notes: 'fine', tags: ['Calm'] }, { supplements: 1, focusAids: 1 }, settings)).toBeNull();
    expect(entryBlocker(empty, none, entrySettingsFrom({ ...prefs, requiredFields: ['mood'] }, new Set()))).toBeNull();
  });
});
