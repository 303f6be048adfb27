import { describe, expect, it } from 'vitest';
import type { Entry } from '@wellness/contract';
import { blankValues, missingCoreMetrics, sameEditorValues, toggleIn, toggleSupplement, toRequest, valuesFromEntry } from './entry-editor-values';

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

const defaults = { overallRating: 5, focusLevel: 6, taskInitiation: 5, restlessness: 5, productivity: 5, energy: 5, mood: 5, anxiety: 5 };

describe('the entry editor’s values', () => {
  it('round-trips an entry into the whole request PUT needs, keeping day, time, taken and time of day', () => {
    expect(toRequest(valuesFromEntry(entry))).toEqual({
      type: 'REGULAR',
      date: '2026-11-22',
      time: '21:10',
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
      supplements: [{ supplementId: 's1', taken: false, timeOfDay: 'evening' }],
      focusAids: [{ focusAidId: 'default-walk' }],
      sessionId: 'f1',
    });
  });

  it('starts a back-dated entry with the core metrics not hidden at the user’s defaults', () => {
    const values = blankValues('2026-11-17', '20:00', { defaults, hidden: new Set(['restlessness']) });
    expect(values.metrics).toEqual({
      overallRating: 5,
      focusLevel: 6,
      taskInitiation: 5,
      restlessness: null,
      productivity: 5,
      energy: null,
      mood: null,
      anxiety: null,
    });
    expect(missingCoreMetrics(values, new Set(['restlessness']))).toEqual([]);
    expect(missingCoreMetrics(values, new Set())).toEqual(['restlessness']);
    expect(missingCoreMetrics({ ...values, type: 'SUPPLEMENT_ONLY' }, new Set())).toEqual([]);
    expect(toRequest(values)).not.toHaveProperty('sessionId');
  });

  it("adds a substance as taken, its part of the day left to the entry's time, and removes it again", () => {
    const values = valuesFromEntry(entry);
    const added = toggleSupplement(values, 's2');
    expect(added).toEqual([
      { supplementId: 's1', taken: false, timeOfDay: 'evening' },
      { supplementId: 's2', taken: true },
    ]);
    expect(toRequest({ ...values, supplements: added }).supplements).toEqual([
      { supplementId: 's1', taken: false, timeOfDay: 'evening' },
      { supplementId: 's2', taken: true },
    ]);
    expect(toggleSupplement({ ...values, supplements: added }, 's1')).toEqual([{ supplementId: 's2', taken: true }]);
  });

  it('counts a change only when the entry saved would differ (the question before closing)', () => {
    const start = valuesFromEntry(entry);
    expect(sameEditorValues(start, valuesFromEntry(entry))).toBe(true);
    expect(sameEditorValues(start, { ...start, notes: 'Late night ' })).toBe(true);
    expect(sameEditorValues(start, { ...start, notes: 'Late night, slept at 2' })).toBe(false);
    expect(sameEditorValues(start, { ...start, metrics: { ...start.metrics, mood: 6 } })).toBe(false);
    expect(sameEditorValues(start, { ...start, time: '21:15' })).toBe(false);
    // A pick taken off and put back is where it was, whatever the order.
    const aidsAgain = toggleIn(toggleIn(toggleIn(start.focusAidIds, 'default-walk'), 'music'), 'default-walk');
    expect(sameEditorValues({ ...start, focusAidIds: ['music', 'default-walk'] }, { ...start, focusAidIds: aidsAgain })).toBe(true);
    expect(sameEditorValues(start, { ...start, focusAidIds: aidsAgain })).toBe(false);
    expect(sameEditorValues(start, { ...start, supplements: toggleSupplement({ ...start, supplements: toggleSupplement(start, 's1') }, 's1') })).toBe(false);
  });
});
