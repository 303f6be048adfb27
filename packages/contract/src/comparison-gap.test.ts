/** The gap of a comparison, counted per side, and the sentence that tells a person what would close it. */
import { describe, expect, it } from 'vitest';
import { comparisonGap, comparisonGapSentence } from './comparison-gap.js';

const MIN = { ratedDays: 14, daysPerSide: 7 };

describe('comparison gap', () => {
  it('says a substance taken on every rated day cannot be compared, however many days there are', () => {
    const gap = comparisonGap({ daysTaken: 90, daysNotTaken: 0 }, MIN);
    expect(gap).toEqual({ kind: 'taken-every-day' });
    expect(comparisonGapSentence(gap, 'Magnesium')).toContain('You took Magnesium on every rated day, so there is nothing to compare it with');
  });

  it('counts the rated days missing on each side, and in all', () => {
    expect(comparisonGap({ daysTaken: 3, daysNotTaken: 9 }, MIN)).toEqual({ kind: 'more-days', withIt: 4, withoutIt: 0, inAll: 0 });
    expect(comparisonGapSentence(comparisonGap({ daysTaken: 3, daysNotTaken: 9 }, MIN), 'Magnesium')).toBe('It needs 4 more rated days with Magnesium.');
    expect(comparisonGapSentence(comparisonGap({ daysTaken: 6, daysNotTaken: 1 }, MIN), 'Zinc')).toBe(
      'It needs 1 more rated day with Zinc and 6 more rated days without Zinc.',
    );
    expect(comparisonGap({ daysTaken: 7, daysNotTaken: 5 }, MIN)).toEqual({ kind: 'more-days', withIt: 0, withoutIt: 2, inAll: 0 });
    expect(comparisonGap({ daysTaken: 0, daysNotTaken: 0 }, MIN)).toEqual({ kind: 'more-days', withIt: 7, withoutIt: 7, inAll: 0 });
  });

  it('says when nothing is missing, and when no rated day has the substance', () => {
    expect(comparisonGap({ daysTaken: 7, daysNotTaken: 7 }, MIN)).toEqual({ kind: 'enough' });
    expect(comparisonGap({ daysTaken: 0, daysNotTaken: 20 }, MIN)).toEqual({ kind: 'never-taken' });
  });
});
