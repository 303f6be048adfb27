import { describe, expect, it } from 'vitest';
import { hasEntryChanges, parseEntryDraft } from './entry-draft';
import { emptyEntryForm, STANDARD_ENTRY_SETTINGS } from './entry-form-values';

const settings = STANDARD_ENTRY_SETTINGS;

describe('the New Entry draft', () => {
  it('reads back what was kept, with a metric it lacks at the default', () => {
    const kept = { ...emptyEntryForm(settings), notes: 'Slept badly', tags: ['Tired'], metrics: { focusLevel: 3 } };
    expect(parseEntryDraft(kept, settings)).toEqual({
      ...emptyEntryForm(settings),
      notes: 'Slept badly',
      tags: ['Tired'],
      metrics: { ...settings.defaults, focusLevel: 3 },
    });
  });

  it('keeps the user’s own tags and the factors changed in the form (a clear too)', () => {
    const kept = { ...emptyEntryForm(settings), tags: ['Tired', 'Migraine'], factors: { sleep: 7.5, alcohol: false, steps: null } };
    expect(parseEntryDraft(kept, settings)).toEqual(kept);
  });

  it('reads a draft kept before the form carried factors', () => {
    const older: Record<string, unknown> = { ...emptyEntryForm(settings), notes: 'x' };
    delete older.factors;
    expect(parseEntryDraft(older, settings)).toEqual({ ...emptyEntryForm(settings), notes: 'x' });
  });

  it('refuses a draft it cannot trust whole', () => {
    const base = emptyEntryForm(settings);
    expect(parseEntryDraft({ ...base, type: 'OTHER' }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, tags: ['   '] }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, tags: ['x'.repeat(31)] }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, factors: { sleep: 'lots' } }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, factors: [7] }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, metrics: { focusLevel: 11 } }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, metrics: { focusLevel: 2.5 } }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, notes: 'x'.repeat(5001) }, settings)).toBeNull();
    expect(parseEntryDraft('notes', settings)).toBeNull();
  });

  it('sees a change in the type, a shown metric, a tag, a factor, the notes or the session', () => {
    const base = emptyEntryForm(settings);
    expect(hasEntryChanges(base, settings)).toBe(false);
    expect(hasEntryChanges({ ...base, notes: '   ' }, settings)).toBe(false);
    expect(hasEntryChanges({ ...base, notes: 'x' }, settings)).toBe(true);
    expect(hasEntryChanges({ ...base, type: 'SUPPLEMENT_ONLY' }, settings)).toBe(true);
    expect(hasEntryChanges({ ...base, tags: ['Calm'] }, settings)).toBe(true);
    expect(hasEntryChanges({ ...base, factors: { sleep: null } }, settings)).toBe(true);
    expect(hasEntryChanges({ ...base, metrics: { ...base.metrics, productivity: 8 } }, settings)).toBe(true);
    // A metric the form does not show is not a change the user made.
    expect(hasEntryChanges({ ...base, metrics: { ...base.metrics, energy: 8 } }, settings)).toBe(false);
  });
});
