import { describe, expect, it } from 'vitest';
import { badgeTone, conclusionSentence, effectSizeText, formatG, intervalGeometry, intervalScaleFor, TONE_WORDS, type ConclusionInput } from './effect-wording';

describe('badgeTone (part 1 §9: above 0.5 green, above 0 amber, else red)', () => {
  it('follows the thresholds, with the boundaries on the lower side', () => {
    expect(badgeTone(0.51)).toBe('green');
    expect(badgeTone(0.5)).toBe('amber');
    expect(badgeTone(0.01)).toBe('amber');
    expect(badgeTone(0)).toBe('red');
    expect(badgeTone(-0.8)).toBe('red');
  });
  it('reads a drop as the good way for anxiety and restlessness', () => {
    expect(badgeTone(-1.37, 'anxiety')).toBe('green');
    expect(badgeTone(-0.2, 'restlessness')).toBe('amber');
    expect(badgeTone(0.6, 'anxiety')).toBe('red');
    expect(badgeTone(0.6, 'energy')).toBe('green');
  });
  it('has no colour without an effect size', () => {
    expect(badgeTone(null)).toBe('none');
  });
  it('is grey for a g that does not hold once the family is accounted for, whatever its size (issue 28)', () => {
    expect(badgeTone(0.9, 'productivity', 'inconclusive')).toBe('unclear');
    expect(badgeTone(0.9, 'productivity', 'benefit')).toBe('green');
    expect(badgeTone(-0.9, 'productivity', 'harm')).toBe('red');
  });
});

describe('conclusionSentence', () => {
  const base: ConclusionInput = {
    conclusion: 'benefit',
    name: 'Magnesium',
    metric: 'productivity',
    metricLabel: 'productivity',
    timing: 'same-day',
    daysTaken: 21,
    daysNotTaken: 19,
    minimums: { ratedDays: 14, daysPerSide: 7 },
    familySize: 24,
    moreDaysNeeded: null,
  };
  it('words a benefit as an association in the user’s own data, never as cause', () => {
    const text = conclusionSentence(base);
    expect(text).toBe(
      'Your productivity was higher (better) on days you took Magnesium (21 days with it, 19 without); this holds after accounting for all 24 comparisons. This is an association in your own data, not proof that Magnesium caused it.',
    );
    expect(text).not.toMatch(/\b(causes|improves|helps)\b/);
  });
  it('reads lower as better for anxiety and restlessness, and names the next day when that is the timing', () => {
    expect(conclusionSentence({ ...base, metric: 'anxiety', metricLabel: 'anxiety', timing: 'next-day' })).toContain(
      'Your anxiety was lower (better) on the day after you took Magnesium',
    );
    expect(conclusionSentence({ ...base, conclusion: 'harm', metric: 'restlessness', metricLabel: 'restlessness' })).toContain(
      'Your restlessness was higher (worse)',
    );
    expect(conclusionSentence({ ...base, conclusion: 'harm' })).toContain('was lower (worse)');
  });
  it('says inconclusive and insufficient data plainly, with the days and the minimums', () => {
    expect(conclusionSentence({ ...base, conclusion: 'inconclusive' })).toBe(
      'No clear difference in your productivity between days with and without Magnesium (21 days with it, 19 without) after accounting for all 24 comparisons.',
    );
    expect(conclusionSentence({ ...base, conclusion: 'inconclusive', moreDaysNeeded: { taken: 40, notTaken: 36, evenTaken: 38, evenNotTaken: 40 } })).toContain(
      'About 40 more rated days with Magnesium and 36 without would find a medium effect, if there is one, 8 times in 10.',
    );
    expect(conclusionSentence({ ...base, conclusion: 'insufficient-data', daysTaken: 1, daysNotTaken: 9 })).toBe(
      'Too early to tell for your productivity: comparisons need at least 14 rated days, with 7 days with and 7 without Magnesium; there is 1 day with it, 9 without. It needs 6 more rated days with Magnesium.',
    );
    expect(conclusionSentence({ ...base, conclusion: 'insufficient-data', daysTaken: 60, daysNotTaken: 0 })).toBe(
      'No comparison for your productivity yet. You took Magnesium on every rated day, so there is nothing to compare it with: to learn whether it helps, the days without it need rating too (take it on some days and not others, if your prescriber agrees).',
    );
  });
});

describe('intervalScaleFor', () => {
  it('widens the scale so g = 2.05 (1.18 to 2.92) is drawn whole, the dot and the upper end inside the bar', () => {
    const scale = intervalScaleFor([
      { g: 2.05, ci: { low: 1.18, high: 2.92 } },
      { g: 0.1, ci: { low: -0.5, high: 0.7 } },
    ]);
    expect(scale).toEqual({ max: 3 });
    const { left, width, point, zero } = intervalGeometry(2.05, { low: 1.18, high: 2.92 }, scale);
    expect(zero).toBe(50);
    expect(point).toBeLessThan(100);
    expect(left + width).toBeLessThan(100);
  });
  it('keeps -2…2 when every interval fits, and ignores rows without one', () =>
    expect(
      intervalScaleFor([
        { g: 0.4, ci: { low: -0.2, high: 1 } },
        { g: null, ci: null },
      ]),
    ).toEqual({ max: 2 }));
});

describe('intervalGeometry and formatG', () => {
  it('places the interval, the estimate and zero on a -2…2 bar, clamped at the edges', () => {
    expect(intervalGeometry(0.5, { low: 0, high: 1 })).toEqual({ left: 50, width: 25, point: 62.5, zero: 50 });
    expect(intervalGeometry(2.5, { low: 1, high: 4 })).toEqual({ left: 75, width: 25, point: 100, zero: 50 });
  });
  it('writes a negative g with a real minus sign', () => {
    expect(formatG(-0.25)).toBe('−0.25');
    expect(formatG(0.5)).toBe('0.50');
  });
});

describe('effectSizeText (issue 34: a lower-is-better result reads with its direction in words)', () => {
  it('says restlessness lower or higher by how much, never a bare signed g', () => {
    expect(effectSizeText(-0.52, 'restlessness')).toBe('Restlessness lower by 0.52 (g)');
    expect(effectSizeText(0.52, 'restlessness')).toBe('Restlessness higher by 0.52 (g)');
    expect(effectSizeText(-1.37, 'anxiety')).toBe('Anxiety lower by 1.37 (g)');
  });
  it('keeps the signed g where higher is better, and a dash without one', () => {
    expect(effectSizeText(2.05, 'productivity')).toBe('g 2.05');
    expect(effectSizeText(-0.4, 'focusLevel')).toBe('g −0.40');
    expect(effectSizeText(null, 'restlessness')).toBe('g —');
  });
  it('never calls an improvement "none or negative": a drop in restlessness is green, "better"', () => {
    const tone = badgeTone(-0.52, 'restlessness', 'benefit');
    expect(tone).toBe('green');
    expect(TONE_WORDS[tone]).toMatch(/^better/);
    expect(Object.values(TONE_WORDS)).not.toContain('none or negative');
  });
});

describe('conclusionSentence counts', () => {
  it('agrees "there is 1 day" and "there are 3 days"', () => {
    const input: ConclusionInput = {
      conclusion: 'insufficient-data',
      name: 'Magnesium',
      metric: 'productivity',
      metricLabel: 'productivity',
      timing: 'same-day',
      daysTaken: 1,
      daysNotTaken: 3,
      minimums: { ratedDays: 14, daysPerSide: 7 },
      familySize: 1,
      moreDaysNeeded: null,
    };
    expect(conclusionSentence(input)).toContain('there is 1 day with it, 3 without');
    expect(conclusionSentence({ ...input, daysTaken: 3 })).toContain('there are 3 days with it, 3 without');
    expect(conclusionSentence(input)).not.toContain('1 days');
  });
});
