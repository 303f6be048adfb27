import { describe, expect, it } from 'vitest';
import { HELP_GUIDES } from './help-guides';
import { searchGuides } from './guide-search';

const ids = (query: string) => searchGuides(HELP_GUIDES, query).map((guide) => guide.id);

describe('guide search', () => {
  it('keeps every guide, in order, while the query is blank', () => {
    expect(ids('')).toEqual(HELP_GUIDES.map((guide) => guide.id));
    expect(ids('   ')).toHaveLength(6);
  });

  it('matches the title ignoring case', () => {
    expect(ids('PRESCRIPTION')).toContain('adding-prescriptions');
    expect(ids('quick start')).toEqual(['quick-start']);
  });

  it('matches the description, not only the title', () => {
    // "refills" appears only in the prescription guide's description.
    expect(ids('Refills')).toEqual(['adding-prescriptions']);
    expect(ids('2 to 4 weeks')).toEqual(['understanding-analytics']);
  });

  it('matches substrings inside words and trims the query', () => {
    expect(ids('  xpor ')).toEqual(['data-export']);
  });

  it('finds nothing for text in no title or description', () => {
    expect(ids('zebra')).toEqual([]);
  });
});
