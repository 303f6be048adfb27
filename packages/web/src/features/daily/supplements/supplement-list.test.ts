import { describe, expect, it } from 'vitest';
import { cappedTodayNote, isLoggable, loggableSupplements, matchingSupplements, noMatchMessage, suggestionToAdd } from './supplement-list';

const item = (name: string, remainingSupply: number | null, brand: string | null = null, category: string | null = null) => ({
  name,
  brand,
  category,
  substanceType: 'SUPPLEMENT' as const,
  remainingSupply,
});

describe('loggable supplements', () => {
  it('hides supply at or below 0 and keeps untracked supply', () => {
    expect(isLoggable(item('A', 1))).toBe(true);
    expect(isLoggable(item('A', 0))).toBe(false);
    expect(isLoggable(item('A', -2))).toBe(false);
    expect(isLoggable(item('A', null))).toBe(true);
  });

  it('sorts by name, ignoring case', () => {
    const list = loggableSupplements([item('zinc', 3), item('Magnesium', 0), item('Omega-3', null), item('ashwagandha', 20)]);
    expect(list.map((s) => s.name)).toEqual(['ashwagandha', 'Omega-3', 'zinc']);
  });
});

describe('search', () => {
  const items = [item('Magnesium Glycinate', 5, 'Thorne', 'Mineral'), item('Vitamin D3', 10, 'NOW', 'Vitamin'), item('Crème de zinc', 4)];

  it('matches name, brand and category, ignoring case and accents', () => {
    expect(matchingSupplements(items, 'magn').map((s) => s.name)).toEqual(['Magnesium Glycinate']);
    expect(matchingSupplements(items, 'now').map((s) => s.name)).toEqual(['Vitamin D3']);
    expect(matchingSupplements(items, 'vitamin').map((s) => s.name)).toEqual(['Vitamin D3']);
    expect(matchingSupplements(items, 'creme').map((s) => s.name)).toEqual(['Crème de zinc']);
    expect(matchingSupplements(items, '  ')).toHaveLength(3);
  });

  it('says what found nothing', () => {
    expect(noMatchMessage('  Iron ')).toBe('No supplements found matching “Iron”');
    expect(noMatchMessage('   ')).toBeNull();
  });
});

describe('suggestionToAdd', () => {
  const catalog = { name: 'Ashwagandha', category: 'Herbal', isExisting: false };
  it('offers a picked catalog name while the box still holds it', () => {
    expect(suggestionToAdd(catalog, 'Ashwagandha')).toBe(catalog);
    expect(suggestionToAdd(catalog, ' ashwagandha ')).toBe(catalog);
  });
  it('offers nothing for a library name, no pick, or once the box was changed', () => {
    expect(suggestionToAdd({ ...catalog, isExisting: true }, 'Ashwagandha')).toBeNull();
    expect(suggestionToAdd(null, 'Ashwagandha')).toBeNull();
    expect(suggestionToAdd(catalog, 'Ashwa')).toBeNull();
  });
});

describe('cappedTodayNote', () => {
  it('says nothing below the cap, names both counts past it, and says the cards are capped whenever the list is full', () => {
    expect(cappedTodayNote(0, 0)).toBeNull();
    expect(cappedTodayNote(499, 501)).toBeNull();
    expect(cappedTodayNote(500, 501)).toBe('The cards list your latest 500 of the 501 doses logged today.');
    // The counts not loaded (or not yet reloaded after a dose): the list alone says it is full.
    expect(cappedTodayNote(500, undefined)).toBe('The cards list your latest 500 doses logged today.');
    expect(cappedTodayNote(500, 500)).toBe('The cards list your latest 500 doses logged today.');
  });
});
