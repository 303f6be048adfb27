/** The words and the scale of Effects by the hour. */
import { describe, expect, it } from 'vitest';
import type { DoseResponseWindow } from '@wellness/contract';
import { differenceBound, differenceText, familySentence, formatLevel, formatSigned, windowLabel } from './dose-response-wording';

const window = (over: Partial<DoseResponseWindow>): DoseResponseWindow => ({
  fromHours: 1,
  toHours: 2,
  sessions: 4,
  entries: 0,
  daysWithData: 4,
  meanProductivity: 7,
  meanFocus: null,
  outcome: 'productivity',
  difference: 1.5,
  ci95: { low: 0.4, high: 2.6 },
  pValue: 0.001,
  adjustedP: 0.006,
  familySize: 12,
  conclusion: 'benefit',
  ...over,
});

describe('dose-response wording', () => {
  it('names windows, signs and the family', () => {
    expect(windowLabel({ fromHours: 2, toHours: 4 })).toBe('2–4 h');
    expect(formatSigned(-0.25)).toBe('−0.3');
    expect(formatSigned(0)).toBe('0.0');
    expect(familySentence(12)).toBe('12 comparisons tested; claims shown are those that hold after accounting for all of them.');
    expect(familySentence(0)).toBe('No comparison could be tested yet.');
    expect(formatLevel(0.98333)).toBe('98.3 %');
    expect(differenceText(window({}))).toBe('+1.5 (+0.4 to +2.6)');
    expect(differenceText(window({ difference: null, ci95: null }))).toBe('—');
  });

  it('scales the chart to the widest interval, at least two points each way', () => {
    expect(differenceBound([window({})])).toBe(3);
    expect(differenceBound([window({ ci95: { low: -0.5, high: 1 } })])).toBe(2);
    expect(differenceBound([window({ ci95: { low: -4.2, high: 0.1 } })])).toBe(5);
  });
});
