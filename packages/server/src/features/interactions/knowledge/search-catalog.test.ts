/** Autocomplete ranking: name prefix, synonym prefix, later word, substring, then alphabetical; short queries give nothing. */
import { describe, expect, it } from 'vitest';
import { searchCatalog } from './search-catalog.js';

const names = (query: string, limit = 10) => searchCatalog(query, limit).map((s) => s.name);

describe('searchCatalog', () => {
  it('returns nothing for queries shorter than 2 trimmed characters', () => {
    expect(searchCatalog('', 10)).toEqual([]);
    expect(searchCatalog('m', 10)).toEqual([]);
    expect(searchCatalog('  m  ', 10)).toEqual([]);
    expect(searchCatalog('--', 10)).toEqual([]);
  });

  it('matches case-insensitively and returns {name, category}', () => {
    expect(searchCatalog('MELATONIN', 10)).toEqual([{ name: 'Melatonin', category: 'Hormone-like' }]);
    expect(searchCatalog('melatonin', 10)).toEqual(searchCatalog('Melatonin', 10));
  });

  it('ranks prefix matches before substring matches, alphabetically within each', () => {
    // Names starting with "mag", then a synonym starting with it ("magnolia berry"), then a later word.
    expect(names('mag')).toEqual(['Magnesium', 'Magnolia bark', 'Schisandra', 'Calcium Magnesium Zinc']);
    // Names first, then synonyms ("calcium fructoborate" → Boron, "calcium pantothenate" → Vitamin B5).
    expect(names('cal', 6)).toEqual(['Calcium', 'Calcium Magnesium Zinc', 'Calendula officinalis', 'California poppy', 'Boron', 'Vitamin B5']);
    // Synonym prefixes ("linseed oil", "lingzhi"), a later word ("conjugated linoleic acid"), then inside a word.
    expect(names('lin', 4)).toEqual(['Flaxseed oil', 'Reishi', 'CLA', 'Alpha-GPC']);
    expect(names('tiamin')).toEqual(['Benfotiamine', 'Sulbutiamine']);
  });

  it('finds a word later in a name', () => {
    expect(names('d3')).toEqual(['Vitamin D3']);
  });

  it('finds a name through its synonyms', () => {
    expect(names('cholecalciferol')).toEqual(['Vitamin D3']);
    expect(names('magnesium glycinate')).toEqual(['Magnesium']);
    expect(names('EPA')).toEqual(['Fish oil', 'Omega-3']);
  });

  it('ignores punctuation and apostrophes', () => {
    expect(names('st johns')).toEqual(["St. John's Wort"]);
    expect(names('St. John’s')).toEqual(["St. John's Wort"]);
    expect(names('omega 3')).toEqual(['Omega-3', 'Omega-3-6-9', 'Fish oil', 'Algal oil']);
  });

  it('returns each name once and honours the limit', () => {
    const vitamins = searchCatalog('vitamin', 50).map((s) => s.name);
    expect(new Set(vitamins).size).toBe(vitamins.length);
    expect(searchCatalog('vitamin', 3)).toHaveLength(3);
    expect(searchCatalog('vitamin', 0)).toEqual([]);
  });

  it('returns nothing for a query that matches nothing', () => {
    expect(searchCatalog('zzzz', 10)).toEqual([]);
  });
});
