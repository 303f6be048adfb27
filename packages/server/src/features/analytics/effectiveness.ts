/**
 * The Supplement Effectiveness table: for each substance with doses in the period, the comparison of productivity on
 * taken and not-taken days from the statistics module, the days behind each side, the interval, the conclusion in
 * words, and which other substances it cannot be told apart from.
 */
import {
  comparisonGap,
  comparisonGapSentence,
  intervalLevelText,
  moreDaysSentence,
  plural,
  type RatingMetric,
  type SupplementEffectiveness,
} from '@wellness/contract';
import { mean, roundTo } from '../../lib/statistics/descriptive.js';
import { MAX_MODEL_SUBSTANCES } from '../../lib/statistics/joint-comparison.js';
import { MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from '../../lib/statistics/minimums.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';
import type { ClaimFamily, FamilyComparison } from './claim-family.js';

export interface SubstanceInfo {
  id: string;
  name: string;
  brand: string | null;
}

const ASSOCIATION = 'An association in your own data, not proof of cause.';
const two = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));
const one = (value: number | null) => (value === null ? 'n/a' : value.toFixed(1));

/** The fields every decided comparison carries in a response (contract `decidedFields`), rounded for display. */
export function decidedFields(result: FamilyComparison, family: ClaimFamily) {
  const enough = result.conclusion !== 'insufficient-data';
  return {
    g: enough ? roundTo(result.g, 2) : null,
    ci95: enough && result.interval ? { low: roundTo(result.interval.low, 2) ?? 0, high: roundTo(result.interval.high, 2) ?? 0 } : null,
    adjustedP: result.adjustedP === null ? null : roundTo(result.adjustedP, 4),
    familySize: family.size,
    intervalLevel: enough && result.interval ? roundTo(result.intervalLevel, 4) : null,
    moreDaysNeeded: result.conclusion === 'inconclusive' ? result.moreDaysNeeded : null,
  };
}

/** One metric's verdict as the insights and the ailment analysis report it (contract `metricEffectSchema`). */
export function metricEffect(metric: RatingMetric, result: FamilyComparison, family: ClaimFamily) {
  return {
    metric,
    conclusion: result.conclusion,
    timing: result.timing,
    ...decidedFields(result, family),
    daysTaken: result.daysTaken,
    daysNotTaken: result.daysNotTaken,
  };
}

/** One sentence a person can act on, with its numbers; the interval is the one the family decision gives. */
export function describeComparison(name: string, metric: string, result: FamilyComparison, familySize: number): string {
  if (result.conclusion === 'insufficient-data') {
    const gap = comparisonGap(result, { ratedDays: MIN_RATED_DAYS, daysPerSide: MIN_DAYS_PER_SIDE });
    if (gap.kind === 'taken-every-day' || gap.kind === 'never-taken') return comparisonGapSentence(gap, name);
    const needs = gap.kind === 'more-days' ? ` ${comparisonGapSentence(gap, name)}` : '';
    return `Not enough data yet for ${name}: ${plural(result.daysTaken, 'rated day')} with it and ${result.daysNotTaken} without. The comparison needs at least ${MIN_RATED_DAYS} rated days with at least ${MIN_DAYS_PER_SIDE} on each side.${needs}`;
  }
  const withIt = result.timing === 'next-day' ? 'after taking it' : 'with it';
  const sides = `${one(result.meanTaken)} on ${plural(result.daysTaken, 'day')} ${withIt} and ${one(result.meanNotTaken)} on ${plural(result.daysNotTaken, 'day')} without`;
  const compared = plural(familySize, 'comparison');
  if (result.g === null) {
    const why =
      result.notEstimated === 'too-many-substances'
        ? `only the ${MAX_MODEL_SUBSTANCES} substances you took on the most days are compared at once`
        : result.notEstimated === 'collinear'
          ? "its days match a combination of other substances' days"
          : `your ${metric} ratings did not vary`;
    return `The effect of ${name} on ${metric} cannot be estimated from these days (${sides}): ${why}. ${ASSOCIATION}`;
  }
  const interval = result.interval
    ? `g = ${two(result.g)}, ${intervalLevelText(result.intervalLevel ?? 0.95)} interval ${two(result.interval.low)} to ${two(result.interval.high)}`
    : `g = ${two(result.g)}`;
  if (result.conclusion === 'inconclusive') {
    const needed = result.moreDaysNeeded ? moreDaysSentence(result.moreDaysNeeded, name) : '';
    return `No clear difference for ${name} once all ${compared} are accounted for: ${metric} averaged ${sides} (${interval}).${needed ? ` ${needed}` : ''} ${ASSOCIATION}`;
  }
  const when = result.timing === 'next-day' ? 'on days after you took' : 'on days you took';
  const direction = result.g >= 0 ? 'higher' : 'lower';
  return `Your ${metric} was ${direction} ${when} ${name}: ${sides} (${interval}; it holds after accounting for all ${compared}). ${ASSOCIATION}`;
}

export function substanceEffectiveness(
  series: readonly DayActivity[],
  taken: TakenDays,
  substances: readonly SubstanceInfo[],
  doseCounts: ReadonlyMap<string, number>,
  family: ClaimFamily,
): SupplementEffectiveness[] {
  const names = new Map(substances.map((s) => [s.id, s.name]));
  return substances
    .map((substance): SupplementEffectiveness => {
      const days = taken.get(substance.id);
      const result = family.comparison(substance.id, 'productivity');
      const on = series.filter((d) => days?.has(d.day));
      const off = series.filter((d) => !days?.has(d.day));
      const values = (list: DayActivity[], read: (d: DayActivity) => number | null) =>
        roundTo(
          mean(
            list.flatMap((d) => {
              const v = read(d);
              return v === null ? [] : [v];
            }),
          ),
        );
      const twins = result.inseparableFrom.map((id) => ({ id, name: names.get(id) ?? id }));
      const twinText =
        twins.length > 0 ? ` It was taken on nearly the same days as ${twins.map((t) => t.name).join(', ')}, so the data cannot tell them apart.` : '';
      const fields = decidedFields(result, family);
      return {
        id: substance.id,
        name: substance.name,
        brand: substance.brand,
        usageCount: doseCounts.get(substance.id) ?? 0,
        avgProductivityWhenTaken: values(on, (d) => d.avgProductivity),
        avgProductivityWhenNotTaken: values(off, (d) => d.avgProductivity),
        avgFocusWhenTaken: values(on, (d) => d.avgFocus),
        avgFocusWhenNotTaken: values(off, (d) => d.avgFocus),
        effectivenessScore: fields.g,
        daysTaken: result.daysTaken,
        daysNotTaken: result.daysNotTaken,
        ci95: fields.ci95,
        conclusion: result.conclusion,
        timing: result.timing,
        adjustedP: fields.adjustedP,
        familySize: fields.familySize,
        intervalLevel: fields.intervalLevel,
        moreDaysNeeded: fields.moreDaysNeeded,
        indistinguishableFrom: twins,
        summary: describeComparison(substance.name, 'productivity', result, family.size) + twinText,
      };
    })
    .sort((a, b) => (b.effectivenessScore ?? -Infinity) - (a.effectivenessScore ?? -Infinity) || a.name.localeCompare(b.name));
}
