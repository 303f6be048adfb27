/** The result in words: the metric's own direction, the interval beside the estimate, and the conclusion's verdict. */
import { describe, expect, it } from 'vitest';
import { resultSummary, type SummaryInput } from './result-summary.js';

const base: SummaryInput = {
  substanceName: 'Rhodiola',
  metric: 'focusLevel',
  estimate: 1.24,
  ci95: { low: 0.41, high: 2.07 },
  probabilityAboveMinimum: 0.68,
  minimumEffect: 1,
  conclusion: 'benefit',
  daysUsed: 26,
  notFollowed: 0,
  blinded: false,
};

describe('result summary', () => {
  it('gives the estimate with its interval, the days, the chance it matters and the verdict', () => {
    const text = resultSummary(base);
    expect(text).toContain('your focus level was 1.2 points higher (better) than on days without it');
    expect(text).toContain('95 % interval 0.4 to 2.1, where positive is better');
    expect(text).toContain('over 26 rated days');
    expect(text).toContain('larger than the 1.0 point you said would matter: 68 %');
    expect(text).toContain('Read as planned, Rhodiola helped your focus level');
    expect(text).toContain('expectation may account for part');
  });

  it('names a drop in a lower-is-better metric as lower and better', () => {
    const text = resultSummary({ ...base, metric: 'restlessness', estimate: 0.8, ci95: { low: 0.1, high: 1.5 } });
    expect(text).toContain('your restlessness was 0.8 points lower (better)');
  });

  it('says what each other conclusion means, with days not followed and blinding', () => {
    expect(resultSummary({ ...base, estimate: -1.1, ci95: { low: -1.9, high: -0.3 }, conclusion: 'harm' })).toContain('1.1 points lower (worse)');
    expect(resultSummary({ ...base, estimate: 0.1, ci95: { low: -0.4, high: 0.6 }, conclusion: 'no-meaningful-effect' })).toContain(
      'within the ±1.0 points you said would matter',
    );
    const unsure = resultSummary({ ...base, estimate: 0.5, ci95: { low: -0.3, high: 1.3 }, conclusion: 'inconclusive', notFollowed: 3, blinded: true });
    expect(unsure).toContain('too wide to tell');
    expect(unsure).toContain('3 days did not follow the plan and counted as assigned');
    expect(unsure).toContain('interval −0.3 to 1.3');
    expect(unsure).not.toContain('expectation');
  });

  it('says plainly when there were too few rated days', () => {
    expect(resultSummary({ ...base, estimate: null, ci95: null, probabilityAboveMinimum: null, conclusion: 'inconclusive', daysUsed: 4 })).toBe(
      'Too few rated days to read a result: 4 days outside the washout had a focus level rating. Nothing can be concluded about Rhodiola from this experiment.',
    );
  });
});
