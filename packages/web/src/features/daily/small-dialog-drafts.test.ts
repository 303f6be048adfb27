import { describe, expect, it } from 'vitest';
import { parseAidFormDraft } from './focus-aids/aid-form-draft';
import { emptyAidForm } from './focus-aids/aid-form';
import { parseDoseDetailsDraft } from './supplements/dose-details-draft';

const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describe('the kept Daily dialogs', () => {
  it('reads back a dose’s details with its substance and the time the dialog opened with', () => {
    const draft = { supplementId: 's1', opened: '08:10', fields: { time: '07:30', dosage: '500', notes: 'with breakfast' } };
    expect(parseDoseDetailsDraft(stored(draft))).toEqual(draft);
    for (const broken of [null, { ...draft, supplementId: 1 }, { ...draft, opened: null }, { ...draft, fields: { time: '07:30', dosage: 500, notes: '' } }]) {
      expect(parseDoseDetailsDraft(stored(broken))).toBeNull();
    }
  });

  it('reads back a custom focus aid half made', () => {
    const typed = { ...emptyAidForm(), name: 'Brown noise', category: 'audio', description: 'Loud' };
    expect(parseAidFormDraft(stored(typed))).toEqual(typed);
    for (const broken of [null, { ...typed, category: 'snacks' }, { ...typed, customIcon: null }]) {
      expect(parseAidFormDraft(stored(broken))).toBeNull();
    }
  });
});
