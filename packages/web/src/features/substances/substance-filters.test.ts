import { describe, expect, it } from 'vitest';
import type { SubstanceType } from '@wellness/contract';
import { effectiveFilter, emptyStateMessage, filterChips, filterSubstances, isFilterActive } from './substance-filters';

const item = (name: string, substanceType: SubstanceType, brand: string | null = null, category: string | null = null) => ({
  name,
  substanceType,
  brand,
  category,
});

const items = [
  item('Zoloft', 'PRESCRIPTION', 'Pfizer', 'Antidepressant'),
  item('Vitamin D3', 'SUPPLEMENT', 'Nature Made', 'Vitamin'),
  item('magnesium', 'SUPPLEMENT'),
  item("St John's Wort", 'HERBAL', 'Nature’s Way', 'Herb'),
];

describe('filter chips', () => {
  it('shows All with the total, then one chip per type that has items, in type order', () => {
    expect(filterChips(items)).toEqual([
      { filter: 'ALL', label: 'All', count: 4 },
      { filter: 'PRESCRIPTION', label: 'Prescription', count: 1 },
      { filter: 'SUPPLEMENT', label: 'Supplement', count: 2 },
      { filter: 'HERBAL', label: 'Herbal', count: 1 },
    ]);
  });

  it('shows only All for an empty list', () => {
    expect(filterChips([])).toEqual([{ filter: 'ALL', label: 'All', count: 0 }]);
  });

  it('falls back to All when the chosen type has no items left', () => {
    const chips = filterChips(items);
    expect(effectiveFilter('HERBAL', chips)).toBe('HERBAL');
    expect(effectiveFilter('HOMEOPATHIC', chips)).toBe('ALL');
  });
});

describe('filtering and search', () => {
  it('keeps one type and sorts by name, ignoring case', () => {
    expect(filterSubstances(items, 'SUPPLEMENT', '').map((i) => i.name)).toEqual(['magnesium', 'Vitamin D3']);
    expect(filterSubstances(items, 'ALL', '').map((i) => i.name)).toEqual(['magnesium', "St John's Wort", 'Vitamin D3', 'Zoloft']);
  });

  it('keeps the items whose name, brand or category holds the search, within the chosen type', () => {
    expect(filterSubstances(items, 'ALL', 'nature').map((i) => i.name)).toEqual(["St John's Wort", 'Vitamin D3']);
    expect(filterSubstances(items, 'PRESCRIPTION', 'nature')).toEqual([]);
  });

  it('uses the filtered empty text only while a filter or search is active', () => {
    expect(isFilterActive('ALL', ' ')).toBe(false);
    expect(emptyStateMessage('ALL', '')).toBe('Get started by adding your first prescription, OTC medication, or supplement.');
    expect(emptyStateMessage('HERBAL', '')).toBe('No substances match your current filters.');
    expect(emptyStateMessage('ALL', 'x')).toBe('No substances match your current filters.');
  });
});
