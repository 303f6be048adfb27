/** The shipped catalog: large enough, unique names, known categories, clean synonyms. */
import { describe, expect, it } from 'vitest';
import { CATALOG_CATEGORIES, NAME_CATALOG } from './name-catalog.js';

describe('NAME_CATALOG', () => {
  it('holds about 200 entries', () => {
    expect(NAME_CATALOG.length).toBeGreaterThanOrEqual(190);
  });

  it('has unique names, ignoring case', () => {
    const names = NAME_CATALOG.map((e) => e.name.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('uses only known categories and has every category represented', () => {
    for (const entry of NAME_CATALOG) expect(CATALOG_CATEGORIES, entry.name).toContain(entry.category);
    expect(new Set(NAME_CATALOG.map((e) => e.category))).toEqual(new Set(CATALOG_CATEGORIES));
  });

  it('has trimmed, non-empty names and synonyms, none repeating its own name', () => {
    for (const entry of NAME_CATALOG) {
      expect(entry.name, entry.name).toBe(entry.name.trim());
      expect(entry.name.length, entry.name).toBeGreaterThan(1);
      for (const synonym of entry.synonyms) {
        expect(synonym.trim(), entry.name).toBe(synonym);
        expect(synonym.toLowerCase(), entry.name).not.toBe(entry.name.toLowerCase());
      }
    }
  });

  it('includes the five supplements with a known onset window', () => {
    const names = NAME_CATALOG.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Omega-3', 'Magnesium', 'Vitamin D', 'L-theanine', 'Vitamin B complex']));
  });
});
