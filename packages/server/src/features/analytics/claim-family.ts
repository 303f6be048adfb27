/**
 * One family of claims per screen: for a user's period, every substance's same-day and next-day
 * effect on each rating metric, estimated together (lib/statistics/joint-comparison.ts), and decided together
 * (lib/statistics/family-decision.ts). Analytics' effectiveness table, a supplement's insights and the ailment
 * analysis all read their verdicts from this one family for their period, so what one says another cannot contradict,
 * and under no effect at all the chance of any claim anywhere stays near FAMILY_Q.
 *
 * Productivity, the metric the app is built around, is the pre-specified primary outcome: it holds
 * PRIMARY_SHARE of the family's error budget and the other seven share the rest. Equal shares cannot meet both
 * required rates, few false claims and a real effect found (docs/analytics.md "One family per screen").
 */
import { RATING_METRICS, type Conclusion, type RatingMetric } from '@wellness/contract';
import { daysForMediumEffect, type DaysNeeded } from '../../lib/statistics/days-needed.js';
import { decideFamily, FAMILY_Q, type FamilyDecision } from '../../lib/statistics/family-decision.js';
import { jointEffects, type EffectTiming, type JointDay, type JointEffect, type NotEstimated } from '../../lib/statistics/joint-comparison.js';
import { MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from '../../lib/statistics/minimums.js';
import { tCritical } from '../../lib/statistics/student-t.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';
import { RATING_METRIC_DEFINITIONS } from './metrics.js';

/** Productivity's share of the family's error budget; the other metrics split the rest evenly. */
export const PRIMARY_SHARE = 0.5;
export const PRIMARY_METRIC: RatingMetric = 'productivity';

export const FAMILY_METHOD = 'weighted-benjamini-hochberg';

/** One substance on one metric at one timing, with the family's decision when it was tested. */
export interface TimedComparison {
  readonly timing: EffectTiming;
  readonly daysTaken: number;
  readonly daysNotTaken: number;
  readonly meanTaken: number | null;
  readonly meanNotTaken: number | null;
  readonly g: number | null;
  /** The interval that agrees with the decision (family-decision.ts), at `intervalLevel`. */
  readonly interval: { readonly low: number; readonly high: number } | null;
  readonly intervalLevel: number | null;
  readonly pValue: number | null;
  readonly adjustedP: number | null;
  readonly claimed: boolean;
  readonly inseparableFrom: readonly string[];
  readonly moreDaysNeeded: DaysNeeded | null;
  /** Why there is no estimate, when there is none. */
  readonly notEstimated: NotEstimated | null;
}

/** What a screen shows for one substance and metric: the timing the data supports, and the verdict. */
export interface FamilyComparison extends TimedComparison {
  readonly conclusion: Conclusion;
  /** Both timings, the reported one first. */
  readonly tested: readonly TimedComparison[];
}

export interface ClaimFamily {
  /** Tests in the family: every substance × metric × timing with an estimate. */
  readonly size: number;
  readonly claims: number;
  readonly q: number;
  comparison(substanceId: string, metric: RatingMetric): FamilyComparison;
}

/** Each day's taken set, once for all metrics; the first day's day before is outside the data (null). */
function takenSets(series: readonly DayActivity[], taken: TakenDays): ReadonlySet<string>[] {
  return series.map((d) => new Set([...taken].filter(([, days]) => days.has(d.day)).map(([id]) => id)));
}

function jointDays(series: readonly DayActivity[], read: (d: DayActivity) => number | null, sets: readonly ReadonlySet<string>[]): JointDay[] {
  return series.map((d, index) => ({
    index,
    value: read(d),
    taken: sets[index] ?? new Set(),
    takenDayBefore: index === 0 ? null : (sets[index - 1] ?? null),
  }));
}

function timed(effect: JointEffect, decision: FamilyDecision | undefined): TimedComparison {
  const interval =
    decision && effect.g !== null && effect.gSe !== null && effect.df !== null
      ? (() => {
          const half = tCritical(effect.df, decision.intervalLevel) * effect.gSe;
          return { low: effect.g - half, high: effect.g + half };
        })()
      : null;
  return {
    timing: effect.timing,
    daysTaken: effect.daysTaken,
    daysNotTaken: effect.daysNotTaken,
    meanTaken: effect.meanTaken,
    meanNotTaken: effect.meanNotTaken,
    g: effect.g,
    interval,
    intervalLevel: interval ? (decision?.intervalLevel ?? null) : null,
    pValue: effect.pValue,
    adjustedP: decision?.adjustedP ?? null,
    claimed: decision?.claimed ?? false,
    inseparableFrom: effect.inseparableFrom,
    notEstimated: effect.notEstimated,
    moreDaysNeeded:
      decision && !decision.claimed && effect.gSe !== null && effect.df !== null
        ? daysForMediumEffect({ daysTaken: effect.daysTaken, daysNotTaken: effect.daysNotTaken, gSe: effect.gSe, df: effect.df, threshold: decision.threshold })
        : null,
  };
}

function verdict(sameDay: TimedComparison, nextDay: TimedComparison, higherIsBetter: boolean): FamilyComparison {
  const claimed = [sameDay, nextDay].filter((c) => c.claimed).sort((a, b) => (a.adjustedP ?? 1) - (b.adjustedP ?? 1));
  const reported = claimed[0] ?? sameDay;
  const tested = [reported, reported === sameDay ? nextDay : sameDay];
  if (reported.claimed && reported.g !== null) {
    const better = higherIsBetter ? reported.g > 0 : reported.g < 0;
    return { ...reported, conclusion: better ? 'benefit' : 'harm', tested };
  }
  const enough = reported.daysTaken + reported.daysNotTaken >= MIN_RATED_DAYS && Math.min(reported.daysTaken, reported.daysNotTaken) >= MIN_DAYS_PER_SIDE;
  return { ...reported, conclusion: enough ? 'inconclusive' : 'insufficient-data', tested };
}

/**
 * The family for one period: `series` the period's days (oldest first, every calendar day), `taken` every substance's
 * taken days in it.
 */
export function claimFamily(series: readonly DayActivity[], taken: TakenDays): ClaimFamily {
  const ids = [...taken.keys()].sort();
  const sets = takenSets(series, taken);
  const effects = RATING_METRICS.map((metric) => {
    const { sameDay, nextDay } = jointEffects(jointDays(series, RATING_METRIC_DEFINITIONS[metric].read, sets), ids);
    return { metric, effects: [...sameDay, ...nextDay] };
  });
  // Substances inseparable from each other share one estimate: it is one test of the family, whoever reads it.
  const testKey = (metric: RatingMetric, e: JointEffect) => [metric, e.timing, ...[e.substanceId, ...e.inseparableFrom].sort()].join('\u0000');
  const tests = [
    ...new Map(
      effects.flatMap(({ metric, effects: list }) =>
        list.filter((e) => e.pValue !== null).map((effect) => [testKey(metric, effect), { metric, effect }] as const),
      ),
    ),
  ];
  const primaryTests = tests.filter(([, t]) => t.metric === PRIMARY_METRIC).length;
  const otherTests = tests.length - primaryTests;
  // Shares of the budget, split evenly among the tests each side actually has (all to one side when the other is empty).
  const weightOf = (metric: RatingMetric) => {
    if (primaryTests === 0 || otherTests === 0) return 1;
    return metric === PRIMARY_METRIC ? PRIMARY_SHARE / primaryTests : (1 - PRIMARY_SHARE) / otherTests;
  };
  const { decisions, claims } = decideFamily(tests.map(([, t]) => ({ pValue: t.effect.pValue ?? 1, weight: weightOf(t.metric) })));
  const decidedByKey = new Map(tests.map(([key], i) => [key, decisions[i]]));
  const decision = (metric: RatingMetric, e: JointEffect) => (e.pValue === null ? undefined : decidedByKey.get(testKey(metric, e)));

  const byKey = new Map<string, FamilyComparison>();
  for (const { metric, effects: list } of effects) {
    const { higherIsBetter } = RATING_METRIC_DEFINITIONS[metric];
    for (const id of ids) {
      const same = list.find((e) => e.substanceId === id && e.timing === 'same-day');
      const next = list.find((e) => e.substanceId === id && e.timing === 'next-day');
      if (same && next) byKey.set(`${id}\u0000${metric}`, verdict(timed(same, decision(metric, same)), timed(next, decision(metric, next)), higherIsBetter));
    }
  }
  const never = (metric: RatingMetric): FamilyComparison => {
    const rated = series.filter((d) => RATING_METRIC_DEFINITIONS[metric].read(d) !== null).length;
    const none: TimedComparison = {
      timing: 'same-day',
      daysTaken: 0,
      daysNotTaken: rated,
      meanTaken: null,
      meanNotTaken: null,
      g: null,
      interval: null,
      intervalLevel: null,
      pValue: null,
      adjustedP: null,
      claimed: false,
      inseparableFrom: [],
      moreDaysNeeded: null,
      notEstimated: 'too-few-days',
    };
    return { ...none, conclusion: 'insufficient-data', tested: [none, { ...none, timing: 'next-day' }] };
  };
  return {
    size: tests.length,
    claims,
    q: FAMILY_Q,
    comparison: (substanceId, metric) => byKey.get(`${substanceId}\u0000${metric}`) ?? never(metric),
  };
}
