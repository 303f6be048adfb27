import { describe, expect, it } from 'vitest';
import { localSuggestions } from './local-suggestions';

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
