import { describe, expect, it } from 'vitest';
import { foldsAtFirst, sectionPreferenceName } from './section-preference';

describe('sectionPreferenceName', () => {
  it('makes one name per section title, whatever its punctuation', () => {
    expect(sectionPreferenceName('Focus Aids & Activities')).toBe('daily.collapsed.focus-aids-activities');
    expect(sectionPreferenceName("Today's Supplements")).toBe('daily.collapsed.today-s-supplements');
    expect(sectionPreferenceName('AI Daily Insight')).toBe('daily.collapsed.ai-daily-insight');
    expect(sectionPreferenceName('Café  Notes ')).toBe('daily.collapsed.cafe-notes');
  });

  it('never gives an empty name', () => {
    expect(sectionPreferenceName('✓')).toBe('daily.collapsed.section');
  });
});

describe('foldsAtFirst', () => {
  it('folds only a section marked for it, and only on a phone-wide screen', () => {
    expect(foldsAtFirst(true, true)).toBe(true);
    expect(foldsAtFirst(true, false)).toBe(false);
    expect(foldsAtFirst(false, true)).toBe(false);
    expect(foldsAtFirst(false, false)).toBe(false);
  });
});
