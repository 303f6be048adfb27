/**
 * GET /api/analytics/factor-effects: the rows of the tests a user's own factors add to the period's one family
 * (claim-family.ts, factor-tests.ts), each with its conclusion and a sentence in plain words: the means on each side
 * of the plain split, the adjusted estimate with the interval that agrees with the family's decision, and the days.
 * Association, never cause; too little data says so, with the substances' minimums.
 */
import { intervalLevelText, plural, type FactorEffectConclusion, type FactorEffectRow, type FactorEffectsResponse } from '@wellness/contract';
import { MAX_MODEL_SUBSTANCES } from '../../lib/statistics/joint-comparison.js';
import { MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from '../../lib/statistics/minimums.js';
import { FAMILY_METHOD, type ClaimFamily, type DecidedFactorTest } from './claim-family.js';
import { MAX_FAMILY_FACTORS } from './factor-tests.js';

const ASSOCIATION = 'An association in your own data, not proof of cause.';
const one = (value: number | null) => (value === null ? 'n/a' : value.toFixed(1));
const two = (value: number) => (Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));
const signed = (value: number) => `${value >= 0 ? '+' : '-'}${two(Math.abs(value))}`;
const percent = (share: number | null) => (share === null ? 'n/a' : `${Math.round(share * 100)}%`);
const withUnit = (value: number, unit: string | null) => (unit ? `${two(value)} ${unit}` : two(value));

/** benefit/harm on an outcome with a better direction, higher/lower without one; otherwise the family's verdict. */
export function factorConclusion(test: DecidedFactorTest): FactorEffectConclusion {
  if (test.notEstimated === 'too-few-days') return 'insufficient-data';
  if (!test.claimed || test.estimate === null) return 'inconclusive';
  const up = test.estimate > 0;
  if (test.outcome.higherIsBetter === null) return up ? 'higher' : 'lower';
  return up === test.outcome.higherIsBetter ? 'benefit' : 'harm';
}

/**
 * Where the outcome was read, relative to the predictor's day, in words. A night factor's value on date D is the night
 * that ended on D's morning, so as a predictor its same-day outcome is "on days after a night with", and as an outcome
 * its same-day value is "in the night before a day with".
 */
function timingLead(test: DecidedFactorTest): { lead: string; subject: 'day' | 'night' } {
  const predictorNight = test.predictor?.describesNightBefore ?? false;
  const outcomeNight = test.outcome.describesNightBefore;
  const next = test.timing === 'next-day';
  const subject = predictorNight ? 'night' : 'day';
  if (outcomeNight) return { lead: next ? `in the night after a ${subject}` : `in the night before a ${subject}`, subject };
  if (predictorNight) return { lead: next ? 'on the second day after a night' : 'on days after a night', subject };
  return { lead: next ? 'on days after a day' : 'on days', subject };
}

/** "on days after a night with Sleep under 6.5 h": the condition of one side of the split, with the timing in words. */
function sideText(test: DecidedFactorTest, predictorName: string, side: 'low' | 'high'): string {
  const { lead: base } = timingLead(test);
  if (test.predictorKind === 'substance') {
    const when = base === 'on days' ? 'on days' : `${base} when`;
    return side === 'high' ? `${when} ${predictorName} was taken` : `${when} it was not`;
  }
  const lead = `${base} with`;
  if (test.predictor?.binary) return `${lead} ${predictorName} ${side === 'high' ? 'yes' : 'no'}`;
  const at = test.split?.splitAt ?? null;
  const unit = test.predictor?.unit && test.predictor.kind === 'factor' ? ` ${test.predictor.unit}` : '';
  if (at === null) return `${lead} ${predictorName}`;
  const atMost = test.split?.lowIncludesSplit ?? false;
  if (side === 'low') return `${lead} ${predictorName} ${atMost ? 'at most' : 'under'} ${one(at)}${unit}`;
  return atMost ? `${lead} ${predictorName} above ${one(at)}${unit}` : `${lead} ${predictorName} of ${one(at)}${unit} or more`;
}

function estimateText(test: DecidedFactorTest, predictorName: string, outcomeName: string): string {
  if (test.estimate === null) return '';
  // A yes-no outcome's differences and slopes are shares of yes days, said in percentage points.
  const scale = test.outcome.binary && test.scale !== 'g' ? 100 : 1;
  const estimate = test.estimate * scale;
  const interval = test.interval
    ? ` (${intervalLevelText(test.intervalLevel ?? 0.95)} interval ${two(test.interval.low * scale)} to ${two(test.interval.high * scale)})`
    : '';
  const outcomeUnit = test.outcome.kind === 'rating' ? 'points' : test.outcome.binary ? 'percentage points of yes days' : test.outcome.unit;
  if (test.scale === 'g') return `adjusted for the other substances and the time trend, g = ${two(estimate)}${interval}`;
  if (test.scale === 'difference')
    return `adjusted for the time trend, ${outcomeName} was ${withUnit(Math.abs(estimate), outcomeUnit)} ${estimate >= 0 ? 'higher' : 'lower'} with ${predictorName} yes${interval}`;
  const per = test.predictor?.kind === 'rating' ? 'point' : (test.predictor?.unit ?? 'unit');
  return `adjusted for the time trend, ${outcomeName} changed by ${signed(estimate)}${outcomeUnit ? ` ${outcomeUnit}` : ''} per ${per} of ${predictorName}${interval}`;
}

export function factorSummary(test: DecidedFactorTest, names: { predictor: string; outcome: string }, familySize: number): string {
  const { predictor, outcome } = names;
  if (test.notEstimated === 'too-many-substances')
    return `${predictor} is not compared with ${outcome}: only the ${MAX_MODEL_SUBSTANCES} substances taken on the most days are compared at once. This is not "no effect".`;
  const split = test.split;
  const level = (value: number | null) =>
    test.outcome.binary ? percent(value) : `${one(value)}${test.outcome.kind === 'factor' && test.outcome.unit ? ` ${test.outcome.unit}` : ''}`;
  const verb = test.outcome.binary ? 'was yes on' : 'averaged';
  // "yes on 28% of the days after …" for a yes-no outcome, "averaged 6.1 on days after …" otherwise.
  const side = (which: 'low' | 'high') => {
    const text = sideText(test, predictor, which);
    if (!test.outcome.binary) return text;
    return text.startsWith('on ') ? `of the ${text.slice(3)}` : `of the days ${text}`;
  };
  const sides = split
    ? `${outcome} ${verb} ${level(split.highMean)} ${side('high')} and ${level(split.lowMean)} ${side('low')} (${split.highDays} and ${split.lowDays} days)`
    : `${plural(test.days, 'day')} with both`;
  if (test.notEstimated === 'too-few-days')
    return `Not enough data yet for ${predictor} and ${outcome}: ${sides}. The comparison needs at least ${MIN_RATED_DAYS} days with both, with at least ${MIN_DAYS_PER_SIDE} on each side.`;
  if (test.estimate === null) {
    const why = test.notEstimated === 'collinear' ? "its days match a combination of other substances' days" : 'one of them did not vary';
    return `The association of ${predictor} with ${outcome} cannot be estimated from these days (${sides}): ${why}. ${ASSOCIATION}`;
  }
  const compared = plural(familySize, 'comparison');
  const estimate = estimateText(test, predictor, outcome);
  if (!test.claimed) return `No clear association once all ${compared} are accounted for: ${sides}; ${estimate}. ${ASSOCIATION}`;
  return `${sides.charAt(0).toUpperCase()}${sides.slice(1)}; ${estimate}. It holds after accounting for all ${compared}. ${ASSOCIATION}`;
}

const CLAIMS: readonly FactorEffectConclusion[] = ['benefit', 'harm', 'higher', 'lower'];
const rank = (row: FactorEffectRow) => (CLAIMS.includes(row.conclusion) ? 0 : row.pValue !== null ? 1 : row.conclusion === 'inconclusive' ? 2 : 3);

/** The sentence of a factor that did not enter the family. */
function notEnteredSummary(name: string, reason: 'no-values' | 'too-many-factors'): string {
  if (reason === 'no-values') return `No values of ${name} were logged in this period, so it is not compared.`;
  return `${name} is not compared: only the ${MAX_FAMILY_FACTORS} factors logged on the most days enter the analysis at once, so that each keeps enough of the error budget. This is not "no effect".`;
}

/** The rows of the family's factor tests, claims first (by adjusted p), then estimated tests, then the rest. */
export function factorEffectRows(family: ClaimFamily, substanceNames: ReadonlyMap<string, string>): FactorEffectRow[] {
  const rows = family.factorTests.map((test): FactorEffectRow => {
    const predictorName =
      test.predictorKind === 'substance' ? (substanceNames.get(test.predictorId) ?? 'A substance') : (test.predictor?.name ?? test.predictorId);
    const outcomeName = test.outcome.name;
    const conclusion = factorConclusion(test);
    return {
      factor: test.predictorId,
      factorKind: test.predictorKind,
      factorName: predictorName,
      outcome: test.outcome.id,
      outcomeKind: test.outcome.kind,
      outcomeName,
      timing: test.timing,
      scale: test.scale,
      estimate: test.estimate,
      ci95: test.interval,
      intervalLevel: test.intervalLevel,
      pValue: test.pValue,
      adjustedP: test.adjustedP,
      days: test.days,
      split: test.split && {
        splitAt: test.split.splitAt,
        lowDays: test.split.lowDays,
        highDays: test.split.highDays,
        lowMean: test.split.lowMean,
        highMean: test.split.highMean,
      },
      conclusion,
      summary: factorSummary(test, { predictor: predictorName, outcome: outcomeName }, family.size),
    };
  });
  const notEntered = family.factorsNotEntered.map(({ factor, reason }): FactorEffectRow => ({
    factor: factor.id,
    factorKind: 'factor',
    factorName: factor.name,
    outcome: 'productivity',
    outcomeKind: 'rating',
    outcomeName: 'productivity',
    timing: 'same-day',
    scale: factor.kind === 'yes-no' ? 'difference' : 'per-unit',
    estimate: null,
    ci95: null,
    intervalLevel: null,
    pValue: null,
    adjustedP: null,
    days: 0,
    split: null,
    conclusion: reason === 'no-values' ? 'insufficient-data' : 'inconclusive',
    summary: notEnteredSummary(factor.name, reason),
  }));
  return [...rows, ...notEntered].sort((a, b) => rank(a) - rank(b) || (a.adjustedP ?? 2) - (b.adjustedP ?? 2) || (a.pValue ?? 2) - (b.pValue ?? 2));
}

/** The response's rows and family (the service adds the period and the withheld substances). */
export function factorEffects(family: ClaimFamily, substanceNames: ReadonlyMap<string, string>): Pick<FactorEffectsResponse, 'rows' | 'family'> {
  return {
    rows: factorEffectRows(family, substanceNames),
    family: { size: family.size, claims: family.claims, q: family.q, method: FAMILY_METHOD },
  };
}
