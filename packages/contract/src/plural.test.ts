import { describe, expect, it } from 'vitest';
import { isAre, plural, pluralWord } from './plural.js';

describe('plural', () => {
  it('says one for exactly 1 and the plural for everything else, zero included', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(21, 'rated day')).toBe('21 rated days');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
    expect(pluralWord(2, 'is', 'are')).toBe('are');
  });

  it('agrees the verb with the count', () => {
    expect(`there ${isAre(1)} ${plural(1, 'day')} with it`).toBe('there is 1 day with it');
    expect(`there ${isAre(4)} ${plural(4, 'day')} with it`).toBe('there are 4 days with it');
  });
});
