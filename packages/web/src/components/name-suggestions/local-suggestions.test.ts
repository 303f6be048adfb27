import { describe, expect, it } from 'vitest';
import { localSuggestions, shownSuggestions } from './local-suggestions';

const items = [
  { name: 'Vitamin D3', category: 'Vitamin' },
  { name: 'Multivitamin', category: null },
  { name: 'vitamin d3', category: 'Vitamin' },
  { name: 'Zoloft', category: null },
];

describe('local suggestions', () => {
  it('matches the user’s own names, prefix matches first, once each, marked as in the library', () => {
    expect(localSuggestions(items, 'VITA')).toEqual([
      { name: 'Vitamin D3', category: 'Vitamin', isExisting: true },
      { name: 'Multivitamin', category: null, isExisting: true },
    ]);
  });

  it('respects the limit and ignores blank queries', () => {
    expect(localSuggestions(items, 'vit', 1)).toHaveLength(1);
    expect(localSuggestions(items, '  ')).toEqual([]);
  });
});

describe('the suggestions a name box shows', () => {
  const suggestion = (name: string, label?: string) => ({ name, category: null, isExisting: false, ...(label === undefined ? {} : { label }) });

  it('shows at most 8 of the 10 asked for, each shown text once, in the order given', () => {
    const ten = Array.from({ length: 10 }, (_, i) => suggestion(`Vitamin ${i}`));
    expect(shownSuggestions(ten).map((s) => s.name)).toEqual(ten.slice(0, 8).map((s) => s.name));
    const repeated = [
      suggestion('Zinc'),
      suggestion('zinc '),
      suggestion('sertraline', 'Zoloft (sertraline)'),
      suggestion('sertraline', 'Lustral (sertraline)'),
    ];
    expect(shownSuggestions(repeated).map((s) => s.label ?? s.name)).toEqual(['Zinc', 'Zoloft (sertraline)', 'Lustral (sertraline)']);
  });
});
