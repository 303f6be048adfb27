/** The block length and washout proposed from the known onset windows, and the plain defaults without one. */
import { describe, expect, it } from 'vitest';
import { suggestDesign } from './suggestion.js';

describe('suggested design', () => {
  it('proposes no washout and 7-day blocks when the knowledge has no onset window', () => {
    expect(suggestDesign('Rhodiola')).toEqual({ washoutDays: 0, blockDays: 7, basis: null });
  });

  it('covers a short onset with washout inside 7-day blocks', () => {
    const theanine = suggestDesign('L-Theanine 200');
    expect(theanine).toMatchObject({ washoutDays: 1, blockDays: 7 });
    expect(theanine.basis).toContain('L-theanine typically takes 1 to 7 days');
    expect(theanine.basis).toContain('the first day of each block after a change is left out');
  });

  it('lengthens blocks so half of each is measured, and says when even the longest may be too short', () => {
    expect(suggestDesign('Magnesium glycinate')).toMatchObject({ washoutDays: 7, blockDays: 14 });
    const vitaminD = suggestDesign('Vitamin D3');
    expect(vitaminD).toMatchObject({ washoutDays: 14, blockDays: 28 });
    expect(vitaminD.basis).toContain('Even 28-day blocks may be too short');
  });
});
