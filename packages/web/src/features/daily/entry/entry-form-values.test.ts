import { describe, expect, it } from 'vitest';
import { createEntryRequestSchema } from '@wellness/contract';
import { buildEntryRequest, defaultMetrics, defaultsHint, emptyEntryForm, entryBlocker, needsDefaultsConfirm, toggleTag } from './entry-form-values';

describe('entry form rules', () => {
  it('starts every metric at 5', () => {
    expect(Object.values(defaultMetrics())).toEqual([5, 5, 5, 5, 5]);
  });

  it('warns when all four metrics are 5, notes two or three, and is quiet for one or none', () => {
    const base = defaultMetrics();
    expect(defaultsHint(base)).toBe('allDefault');
    expect(defaultsHint({ ...base, overallRating: 8 })).toBe('allDefault');
    expect(defaultsHint({ ...base, focusLevel: 7 })).toBe('someDefault');
    expect(defaultsHint({ ...base, focusLevel: 7, productivity: 3 })).toBe('someDefault');
    expect(defaultsHint({ ...base, focusLevel: 7, productivity: 3, restlessness: 2 })).toBeNull();
    expect(defaultsHint({ overallRating: 5, focusLevel: 1, taskInitiation: 2, restlessness: 3, productivity: 4 })).toBeNull();
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
        { supplementId: 's1', taken: true, timeOfDay: 'morning' },
        { supplementId: 's2', taken: true, timeOfDay: 'morning' },
      ],
      focusAids: [{ focusAidId: 'a1' }],
    });
    expect(createEntryRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out blank notes, and metrics for a supplement-only entry', () => {
    const request = buildEntryRequest({ ...emptyEntryForm(), type: 'SUPPLEMENT_ONLY', notes: '   ' }, ['s1'], []);
    expect(request).toEqual({ type: 'SUPPLEMENT_ONLY', tags: [], supplements: [{ supplementId: 's1', taken: true, timeOfDay: 'morning' }], focusAids: [] });
    expect(createEntryRequestSchema.safeParse(request).success).toBe(true);
  });

  it('links the chosen session for a session-only entry', () => {
    const request = buildEntryRequest({ ...emptyEntryForm(), type: 'SESSION_ONLY', sessionId: 'f1' }, [], []);
    expect(request).toMatchObject({ type: 'SESSION_ONLY', sessionId: 'f1' });
    expect(request).not.toHaveProperty('overallRating');
  });
});

describe('entryBlocker', () => {
  it('needs a supplement for a supplement-only entry and a session for a session-only one', () => {
    expect(entryBlocker(emptyEntryForm(), 0)).toBeNull();
    expect(entryBlocker({ ...emptyEntryForm(), type: 'SUPPLEMENT_ONLY' }, 0)).toMatch(/Select the supplements/);
    expect(entryBlocker({ ...emptyEntryForm(), type: 'SUPPLEMENT_ONLY' }, 1)).toBeNull();
    expect(entryBlocker({ ...emptyEntryForm(), type: 'SESSION_ONLY' }, 3)).toMatch(/Choose the focus session/);
    expect(entryBlocker({ ...emptyEntryForm(), type: 'SESSION_ONLY', sessionId: 'f1' }, 0)).toBeNull();
  });
});
