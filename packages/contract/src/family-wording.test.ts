/** The family's words: the sentence for every size, interval levels that never read 100 %, and the days still needed. */
import { describe, expect, it } from 'vitest';
import { familySentence, intervalLevelText, moreDaysSentence } from './family-wording.js';

describe('family wording', () => {
  it('names the family size the way the screen says it', () => {
    expect(familySentence(24)).toBe('24 comparisons tested; claims shown are those that hold after accounting for all of them.');
    expect(familySentence(1)).toContain('1 comparison tested');
    expect(familySentence(0)).toContain('nothing is claimed');
  });

  it('gives the level with the fewest decimals that stay below 100%', () => {
    expect(intervalLevelText(0.95)).toBe('95%');
    expect(intervalLevelText(0.9961)).toBe('99.6%');
    expect(intervalLevelText(0.99961)).toBe('99.96%');
    expect(intervalLevelText(0.999961)).toBe('99.996%');
  });

  it('says how many more days, and suggests an even split only when it clearly helps', () => {
    expect(moreDaysSentence({ taken: 30, notTaken: 10, evenTaken: 28, evenNotTaken: 9 }, 'Zinc')).toBe(
      'About 30 more rated days with Zinc and 10 without would find a medium effect, if there is one, 8 times in 10.',
    );
    expect(moreDaysSentence({ taken: 60, notTaken: 5, evenTaken: 20, evenNotTaken: 0 }, 'Zinc')).toContain(
      'Taking it on about half of your days from now on would shorten that to 20 with it and 0 without.',
    );
    expect(moreDaysSentence({ taken: 0, notTaken: 0, evenTaken: 0, evenNotTaken: 0 }, 'Zinc')).toBe('');
    expect(moreDaysSentence({ taken: 1, notTaken: 1, evenTaken: 1, evenNotTaken: 1 }, 'Zinc')).toContain('About 1 more rated day with Zinc');
  });
});
