/** The dose periods built from a substance's changes: boundaries, merging, the range filter and the missing-history start. */
import { describe, expect, it } from 'vitest';
import { buildDoseHistories, periodsOf, sameDose, type DoseChangeInfo, type SubstanceInfo } from './dose-periods.js';

const change = (localDay: string, dosage: number | null, unit: string | null = 'mg', substanceId = 's1'): DoseChangeInfo => ({
  substanceId,
  localDay,
  dosage,
  unit,
});
const substance = (id: string, createdDay = '2026-01-01'): SubstanceInfo => ({
  id,
  name: `Substance ${id}`,
  substanceType: 'PRESCRIPTION',
  createdDay,
  dose: { dosage: 99, unit: 'mg' },
});

describe('periodsOf', () => {
  it('makes each change hold until the day before the next, the last one still current', () => {
    expect(periodsOf([change('2026-03-10', 20), change('2026-01-01', 10)])).toEqual([
      { from: '2026-01-01', to: '2026-03-09', dosage: 10, unit: 'mg' },
      { from: '2026-03-10', to: null, dosage: 20, unit: 'mg' },
    ]);
  });

  it('merges neighbours with the same dose, and tells units apart', () => {
    expect(periodsOf([change('2026-01-01', 10), change('2026-02-01', 10), change('2026-03-01', 10, 'MG')])).toEqual([
      { from: '2026-01-01', to: '2026-02-28', dosage: 10, unit: 'mg' },
      { from: '2026-03-01', to: null, dosage: 10, unit: 'MG' },
    ]);
  });

  it('keeps a period of one day, and a dose without dosage or unit', () => {
    expect(periodsOf([change('2026-01-01', null, null), change('2026-01-02', 5), change('2026-01-03', null, null)])).toEqual([
      { from: '2026-01-01', to: '2026-01-01', dosage: null, unit: null },
      { from: '2026-01-02', to: '2026-01-02', dosage: 5, unit: 'mg' },
      { from: '2026-01-03', to: null, dosage: null, unit: null },
    ]);
  });

  it('has no period without changes', () => {
    expect(periodsOf([])).toEqual([]);
  });
});

describe('sameDose', () => {
  it('compares dosage and unit exactly', () => {
    expect(sameDose({ dosage: 10, unit: 'mg' }, { dosage: 10, unit: 'mg' })).toBe(true);
    expect(sameDose({ dosage: 10, unit: 'mg' }, { dosage: 10, unit: null })).toBe(false);
    expect(sameDose({ dosage: null, unit: null }, { dosage: 0, unit: null })).toBe(false);
  });
});

describe('buildDoseHistories', () => {
  const changes = [change('2026-01-01', 10), change('2026-03-10', 20), change('2026-06-01', 30)];

  it('keeps only the periods that overlap the range, with their own dates (not cut to the range)', () => {
    const [history] = buildDoseHistories([substance('s1')], changes, { from: '2026-03-01', to: '2026-04-30' });
    expect(history?.periods).toEqual([
      { from: '2026-01-01', to: '2026-03-09', dosage: 10, unit: 'mg' },
      { from: '2026-03-10', to: '2026-05-31', dosage: 20, unit: 'mg' },
    ]);
  });

  it('counts the boundary days as overlapping', () => {
    const [atEnd] = buildDoseHistories([substance('s1')], changes, { from: '2026-03-09', to: '2026-03-09' });
    expect(atEnd?.periods.map((p) => p.dosage)).toEqual([10]);
    const [atStart] = buildDoseHistories([substance('s1')], changes, { from: '2026-06-01', to: '2026-06-01' });
    expect(atStart?.periods).toEqual([{ from: '2026-06-01', to: null, dosage: 30, unit: 'mg' }]);
  });

  it('leaves out a substance with no period in the range (created after it)', () => {
    expect(buildDoseHistories([substance('s1')], changes, { from: '2025-01-01', to: '2025-12-31' })).toEqual([]);
  });

  it('keeps the substances in the order given, each with its own changes', () => {
    const histories = buildDoseHistories([substance('b'), substance('a')], [change('2026-01-01', 1, 'mg', 'a'), change('2026-01-05', 2, 'mg', 'b')], {
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(histories.map((h) => [h.substanceId, h.name, h.substanceType, h.periods[0]?.dosage])).toEqual([
      ['b', 'Substance b', 'PRESCRIPTION', 2],
      ['a', 'Substance a', 'PRESCRIPTION', 1],
    ]);
  });

  it('starts a substance without any history row on its creation day with its current dose', () => {
    const [history] = buildDoseHistories([substance('x', '2026-02-02')], [], { from: '2026-01-01', to: '2026-12-31' });
    expect(history?.periods).toEqual([{ from: '2026-02-02', to: null, dosage: 99, unit: 'mg' }]);
  });

  it('answers nothing for a range that ends before it starts', () => {
    expect(buildDoseHistories([substance('s1')], changes, { from: '2026-05-01', to: '2026-04-01' })).toEqual([]);
  });
});
