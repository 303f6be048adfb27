/**
 * The Supplement Effectiveness table (part 1 §3, api-decisions §5, issue 12): for each substance with doses in the
 * period, the comparison of productivity on taken and not-taken days from the statistics module, the days behind
 * each side, the interval, the conclusion in words, and which other substances it cannot be told apart from.
 */
import { comparisonGap, comparisonGapSentence, type SupplementEffectiveness } from '@wellness/contract';
import { addDays } from '../../lib/calendar.js';
import { indistinguishable } from '../../lib/statistics/confounding.js';
import { mean, roundTo } from '../../lib/statistics/descriptive.js';
import { MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from '../../lib/statistics/minimums.js';
import { compareTakenDays, type ComparisonDay, type TakenComparison } from '../../lib/statistics/taken-comparison.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';

export interface SubstanceInfo {
  id: string;
  name: string;
  brand: string | null;
}

const ASSOCIATION = 'An association in your own data, not proof of cause.';
const two = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));
const one = (value: number | null) => (value === null ? 'n/a' : value.toFixed(1));

/** The days of a series as the comparison reads them, for one metric and one substance's taken days. */
export function comparisonDays(
  series: readonly DayActivity[],
  read: (d: DayActivity) => number | null,
  taken: ReadonlyMap<string, unknown> | undefined,
): ComparisonDay[] {
  return series.map((d, index) => ({
    index,
    value: read(d),
    taken: taken?.has(d.day) ?? false,
    takenDayBefore: index === 0 ? null : (taken?.has(addDays(d.day, -1)) ?? false),
  }));
}

/** One sentence a person can act on, with its numbers. */
export function describeComparison(name: string, metric: string, result: TakenComparison): string {
  if (result.conclusion === 'insufficient-data') {
    const gap = comparisonGap(result, { ratedDays: MIN_RATED_DAYS, daysPerSide: MIN_DAYS_PER_SIDE });
    if (gap.kind === 'taken-every-day' || gap.kind === 'never-taken') return comparisonGapSentence(gap, name);
    const needs = gap.kind === 'more-days' ? ` ${comparisonGapSentence(gap, name)}` : '';
    return `Not enough data yet for ${name}: ${result.daysTaken} rated days with it and ${result.daysNotTaken} without. The comparison needs at least ${MIN_RATED_DAYS} rated days with at least ${MIN_DAYS_PER_SIDE} on each side.${needs}`;
  }
  const withIt = result.timing === 'next-day' ? 'days after taking it' : 'days with it';
  const sides = `${one(result.meanTaken)} on ${result.daysTaken} ${withIt} and ${one(result.meanNotTaken)} on ${result.daysNotTaken} days without`;
  const interval = result.ci95 ? `g = ${two(result.g)}, 95% CI ${two(result.ci95.low)} to ${two(result.ci95.high)}` : `g = ${two(result.g)}`;
  if (result.conclusion === 'inconclusive') {
    return `No clear difference for ${name}: ${metric} averaged ${sides} (${interval}). ${ASSOCIATION}`;
  }
  const when = result.timing === 'next-day' ? 'on days after you took' : 'on days you took';
  const direction = (result.g ?? 0) >= 0 ? 'higher' : 'lower';
  return `Your ${metric} was ${direction} ${when} ${name}: ${sides} (${interval}). ${ASSOCIATION}`;
}

export function supplementEffectiveness(
  series: readonly DayActivity[],
  taken: TakenDays,
  substances: readonly SubstanceInfo[],
  doseCounts: ReadonlyMap<string, number>,
): SupplementEffectiveness[] {
  const rated = series.filter((d) => d.avgProductivity !== null);
  const onOff = new Map(substances.map((s) => [s.id, rated.map((d) => taken.get(s.id)?.has(d.day) ?? false)]));
  return substances
    .map((substance): SupplementEffectiveness => {
      const days = taken.get(substance.id);
      const result = compareTakenDays(comparisonDays(series, (d) => d.avgProductivity, days));
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
      const mine = onOff.get(substance.id) ?? [];
      const twins = substances.filter((other) => other.id !== substance.id && indistinguishable(mine, onOff.get(other.id) ?? []));
      const twinText =
        twins.length > 0 ? ` It was taken on nearly the same days as ${twins.map((t) => t.name).join(', ')}, so the data cannot tell them apart.` : '';
      return {
        id: substance.id,
        name: substance.name,
        brand: substance.brand,
        usageCount: doseCounts.get(substance.id) ?? 0,
        avgProductivityWhenTaken: values(on, (d) => d.avgProductivity),
        avgProductivityWhenNotTaken: values(off, (d) => d.avgProductivity),
        avgFocusWhenTaken: values(on, (d) => d.avgFocus),
        avgFocusWhenNotTaken: values(off, (d) => d.avgFocus),
        effectivenessScore: result.conclusion === 'insufficient-data' ? null : roundTo(result.g, 2),
        daysTaken: result.daysTaken,
        daysNotTaken: result.daysNotTaken,
        ci95:
          result.ci95 && result.conclusion !== 'insufficient-data' ? { low: roundTo(result.ci95.low, 2) ?? 0, high: roundTo(result.ci95.high, 2) ?? 0 } : null,
        conclusion: result.conclusion,
        timing: result.timing,
        indistinguishableFrom: twins.map((t) => ({ id: t.id, name: t.name })),
        summary: describeComparison(substance.name, 'productivity', result) + twinText,
      };
    })
    .sort((a, b) => (b.effectivenessScore ?? -Infinity) - (a.effectivenessScore ?? -Infinity) || a.name.localeCompare(b.name));
}
