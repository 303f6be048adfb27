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

  it('refuses a draft it cannot trust whole', () => {
    const base = emptyEntryForm(settings);
    expect(parseEntryDraft({ ...base, type: 'OTHER' }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, tags: ['Sleepy'] }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, metrics: { focusLevel: 11 } }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, metrics: { focusLevel: 2.5 } }, settings)).toBeNull();
    expect(parseEntryDraft({ ...base, notes: 'x'.repeat(5001) }, settings)).toBeNull();
    expect(parseEntryDraft('notes', settings)).toBeNull();
  });

  it('sees a change in the type, a shown metric, a tag, the notes or the session', () => {
    const base = emptyEntryForm(settings);
    expect(hasEntryChanges(base, settings)).toBe(false);
    expect(hasEntryChanges({ ...base, notes: '   ' }, settings)).toBe(false);
    expect(hasEntryChanges({ ...base, notes: 'x' }, settings)).toBe(true);
    expect(hasEntryChanges({ ...base, type: 'SUPPLEMENT_ONLY' }, settings)).toBe(true);
    expect(hasEntryChanges({ ...base, tags: ['Calm'] }, settings)).toBe(true);
    expect(hasEntryChanges({ ...base, metrics: { ...base.metrics, productivity: 8 } }, settings)).toBe(true);
    // A metric the form does not show is not a change the user made.
    expect(hasEntryChanges({ ...base, metrics: { ...base.metrics, energy: 8 } }, settings)).toBe(false);
  });
});
