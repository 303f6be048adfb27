import { describe, expect, it } from 'vitest';
import { DEFAULT_GUIDE, GUIDE_IDS, guideFromSearch, HELP_GUIDES, pathForGuide } from './help-guides';

describe('help guides', () => {
  it('lists the six guides of the spec in order, Quick Start first and default', () => {
    expect(HELP_GUIDES.map((guide) => guide.id)).toEqual([
      'quick-start',
      'substance-types',
      'adding-prescriptions',
      'tracking-usage',
      'understanding-analytics',
      'data-export',
    ]);
    expect(DEFAULT_GUIDE).toBe('quick-start');
  });

  it('carries the titles the help assistant cites as its sources', () => {
    const titles = HELP_GUIDES.map((guide) => guide.title);
    for (const cited of ['Quick Start', 'Understanding Substance Types', 'Adding a Prescription', 'Tracking Doses', 'Understanding Analytics']) {
      expect(titles).toContain(cited);
    }
  });

  it('reads the chosen guide from the query, falling back to the default', () => {
    expect(guideFromSearch('?guide=data-export')).toBe('data-export');
    expect(guideFromSearch('')).toBe('quick-start');
    expect(guideFromSearch('?guide=nonsense')).toBe('quick-start');
  });

  it('writes each guide an address that reads back as the same guide', () => {
    expect(pathForGuide('quick-start')).toBe('/settings/help');
    for (const id of GUIDE_IDS) {
      const address = new URL(pathForGuide(id), 'http://localhost');
      expect(address.pathname).toBe('/settings/help');
      expect(guideFromSearch(address.search)).toBe(id);
    }
  });
});
