import { describe, expect, it } from 'vitest';
import { matchesSearch } from './substance-search';

const item = (name: string, brand: string | null = null, category: string | null = null) => ({ name, brand, category });

describe('substance search', () => {
  it('searches name, brand and category, case- and accent-insensitively', () => {
    expect(matchesSearch(item('Zoloft', 'Pfizer', 'Antidepressant'), 'zOL')).toBe(true);
    expect(matchesSearch(item('Zoloft', 'Pfizer', 'Antidepressant'), 'pfizer')).toBe(true);
    expect(matchesSearch(item('Vitamin D3', 'Nature Made', 'Vitamin'), 'vitamin')).toBe(true);
    expect(matchesSearch(item('Échinacée'), 'echinacee')).toBe(true);
    expect(matchesSearch(item('magnesium'), 'zinc')).toBe(false);
  });

  it('matches everything while the query is blank', () => {
    expect(matchesSearch(item('magnesium'), '  ')).toBe(true);
  });
});
