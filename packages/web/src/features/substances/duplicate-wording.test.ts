/** The amounts shown beside a duplicate: per item, the total and which total it is, and the daily limit. */
import { describe, expect, it } from 'vitest';
import type { DuplicateResult } from '@wellness/contract';
import { duplicateAmountsView } from './duplicate-wording';

const acetaminophen = (over: Partial<DuplicateResult> = {}): DuplicateResult => ({
  kind: 'ingredient',
  id: 'acetaminophen',
  label: 'acetaminophen',
  ingredients: [['acetaminophen'], ['acetaminophen']],
  amounts: [
    { perDose: 1000, dosesToday: 4, today: 4000 },
    { perDose: 650, dosesToday: 3, today: 1950 },
  ],
  unit: 'mg',
  perDoseTotal: 1650,
  todayTotal: 5950,
  dailyMaximum: { amount: 4000, unit: 'mg', sources: [] },
  overMaximum: true,
  ...over,
});

describe('duplicateAmountsView', () => {
  it('lists each item’s amount a dose and doses today, today’s total and the limit, and says it is passed', () => {
    expect(duplicateAmountsView(acetaminophen(), ['Tylenol', 'NyQuil'])).toEqual({
      title: 'Acetaminophen in both',
      rows: [
        { term: 'Tylenol', value: '1,000 mg a dose, 4 doses today' },
        { term: 'NyQuil', value: '650 mg a dose, 3 doses today' },
        { term: 'Logged today, both', value: '5,950 mg' },
        { term: 'Daily limit', value: '4,000 mg' },
      ],
      limit: { text: 'Over the 4,000 mg daily limit', over: true },
    });
  });

  it('falls back to one dose of each before anything is logged, and says an amount is missing', () => {
    const view = duplicateAmountsView(
      acetaminophen({
        todayTotal: null,
        overMaximum: false,
        amounts: [
          { perDose: 1000, dosesToday: 0, today: 0 },
          { perDose: 650, dosesToday: 0, today: 0 },
        ],
      }),
      ['Tylenol', 'NyQuil'],
    );
    expect(view?.rows[2]).toEqual({ term: 'One dose of each', value: '1,650 mg' });
    expect(view?.limit).toEqual({ text: 'Nothing logged today yet: count every product toward the limit', over: false });
    const unknown = duplicateAmountsView(
      acetaminophen({
        todayTotal: null,
        perDoseTotal: null,
        overMaximum: false,
        amounts: [
          { perDose: 1000, dosesToday: null, today: null },
          { perDose: null, dosesToday: null, today: null },
        ],
      }),
      ['Tylenol', 'NyQuil'],
    );
    expect(unknown?.rows.map((row) => row.value)).toEqual(['1,000 mg a dose', 'amount a dose not given', '4,000 mg']);
    expect(unknown?.limit?.text).toBe('Add the amount a dose to each item to see the total');
  });

  it('shows nothing extra for a class duplicate', () => {
    expect(duplicateAmountsView(acetaminophen({ kind: 'class', amounts: null }), ['Advil', 'Aleve'])).toBeNull();
  });
});
