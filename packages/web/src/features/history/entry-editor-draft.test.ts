import { describe, expect, it } from 'vitest';
import type { Entry } from '@wellness/contract';
import { parseEntryEditorDraft } from './entry-editor-draft';
import { valuesFromEntry } from './entry-editor-values';

const entry: Entry = {
  id: 'e1',
  type: 'REGULAR',
  date: '2026-11-22',
  time: '21:10',
  createdAt: '2026-11-23T05:10:00.000Z',
  overallRating: 4,
  focusLevel: 5,
  taskInitiation: 6,
  restlessness: 7,
  productivity: 3,
  energy: 2,
  mood: null,
  anxiety: 8,
  notes: 'Late night',
  tags: ['Tired'],
  supplements: [{ supplementId: 's1', taken: false, timeOfDay: 'evening', supplement: { name: 'Magnesium', brand: null } }],
  focusAids: [{ focusAidId: 'default-walk', tool: { icon: '🚶', name: 'Short walk' } }],
  session: { id: 'f1', type: 'READING', duration: 600 },
};

/** What local storage gives back: the draft written as JSON and read again. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describe('History’s kept entry editor', () => {
  it('reads back the entry, where the editor started and what was made of it', () => {
    const initial = valuesFromEntry(entry);
    const values = {
      ...initial,
      notes: 'Late night, then a headache',
      metrics: { ...initial.metrics, mood: 3 },
      supplements: [{ supplementId: 's2', taken: true }],
    };
    expect(parseEntryEditorDraft(stored({ entry, initial, values }))).toEqual({ entry, initial, values });
    expect(parseEntryEditorDraft(stored({ entry: null, initial, values }))).toEqual({ entry: null, initial, values });
  });

  it('drops a draft it cannot trust, whole', () => {
    const initial = valuesFromEntry(entry);
    for (const broken of [
      null,
      { entry: { id: 'e1' }, initial, values: initial },
      { entry, initial: { ...initial, type: 'NAP' }, values: initial },
      { entry, initial, values: { ...initial, metrics: { ...initial.metrics, mood: 'high' } } },
      { entry, initial, values: { ...initial, metrics: { overallRating: 5 } } },
      { entry, initial, values: { ...initial, tags: 'Tired' } },
      { entry, initial, values: { ...initial, supplements: [{ supplementId: 's1' }] } },
      { entry, initial, values: { ...initial, notes: null } },
    ]) {
      expect(parseEntryEditorDraft(stored(broken))).toBeNull();
    }
  });
});
