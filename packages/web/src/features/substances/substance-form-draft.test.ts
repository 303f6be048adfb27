import { describe, expect, it } from 'vitest';
import { emptyScheduleValues } from './schedule/schedule-form-values';
import { parseSubstanceFormDraft, type SubstanceFormDraft } from './substance-form-draft';
import { emptyFormValues, newIngredientDraft } from './substance-form-values';

function draft(): SubstanceFormDraft {
  const values = { ...emptyFormValues(), name: 'Sertraline', dosage: '50', unit: 'mg', notes: 'Morning, with food', healthClaim: 'energy' as const };
  values.ingredients = [{ ...newIngredientDraft(), name: 'sertraline hydrochloride', amount: '56', unit: 'mg', standardized: true }];
  return { type: 'PRESCRIPTION', editingId: null, savedId: null, values, schedule: { ...emptyScheduleValues('2026-12-01'), mode: 'fixed', times: ['08:00'] } };
}

/** What local storage gives back: the draft written as JSON and read again. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describe('the substance form’s kept draft', () => {
  it('reads back what was typed, the schedule and the item it was for, with new row keys', () => {
    const written = draft();
    const read = parseSubstanceFormDraft(stored({ ...written, editingId: 's1', savedId: 's1' }));
    expect(read).not.toBeNull();
    expect(read?.values.name).toBe('Sertraline');
    expect(read?.values.notes).toBe('Morning, with food');
    expect(read?.values.healthClaim).toBe('energy');
    expect(read?.values.ingredients).toEqual([{ ...written.values.ingredients[0], key: read?.values.ingredients[0]?.key }]);
    expect(read?.values.ingredients[0]?.key).not.toBe(written.values.ingredients[0]?.key);
    expect(read?.schedule).toEqual(written.schedule);
    expect(read?.editingId).toBe('s1');
    expect(read?.savedId).toBe('s1');
    expect(parseSubstanceFormDraft(stored({ ...written, schedule: null }))?.schedule).toBeNull();
  });

  it('drops a draft it cannot trust, whole, rather than open a broken form', () => {
    const written = draft();
    for (const broken of [
      null,
      'text',
      { ...written, type: 'VITAMIN' },
      { ...written, editingId: 7 },
      { ...written, values: { ...written.values, dosage: 50 } },
      { ...written, values: { ...written.values, healthClaim: 'miracle' } },
      { ...written, values: { ...written.values, ingredients: [{ name: 'x' }] } },
      { ...written, values: { ...written.values, ingredients: 'none' } },
      { ...written, schedule: { ...written.schedule, mode: 'sometimes' } },
      { ...written, schedule: { ...written.schedule, weekdays: ['someday'] } },
      { ...written, schedule: { ...written.schedule, amount: 1 } },
    ]) {
      expect(parseSubstanceFormDraft(stored(broken))).toBeNull();
    }
  });
});
