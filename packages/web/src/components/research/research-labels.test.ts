import { describe, expect, it } from 'vitest';
import { findingLabel, linkHost, yearLabel } from './research-labels';

describe('research labels', () => {
  it('shows a year, or says a living page shows none', () => {
    expect(yearLabel(2021)).toBe('2021');
    expect(yearLabel(null)).toBe('Living page (no date shown)');
  });

  it('names the site a link opens, without www', () => {
    expect(linkHost('https://www.nccih.nih.gov/health/st-johns-wort')).toBe('nccih.nih.gov');
    expect(linkHost('https://doi.org/10.1002/14651858.CD004692.pub5')).toBe('doi.org');
    expect(linkHost('not a url')).toBe('not a url');
  });

  it('says plainly when a study found no effect, and nothing for background reading', () => {
    expect(findingLabel('null')?.label).toBe('No clear effect found');
    expect(findingLabel('positive')?.label).toBe('Found a benefit');
    expect(findingLabel('background')).toBeNull();
  });
});
