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
 *
 * A user's own factors (issue 32) join the same family (factor-tests.ts): factor and rating pairs, and substances on
 * factors, with the budget split in classes (CLASS_SHARES). Without factors the family is exactly the substances' one.
 */
import { RATING_METRICS, type Conclusion, type RatingMetric } from '@wellness/contract';
import { daysForMediumEffect, type DaysNeeded } from '../../lib/statistics/days-needed.js';
import { decideFamily, FAMILY_Q, type FamilyDecision } from '../../lib/statistics/family-decision.js';
import { jointEffects, type EffectTiming, type JointDay, type JointEffect, type NotEstimated } from '../../lib/statistics/joint-comparison.js';
import { MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from '../../lib/statistics/minimums.js';
import { tCritical } from '../../lib/statistics/student-t.js';
import type { PredictorSplit } from '../../lib/statistics/predictor-effect.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import { NO_FACTORS, type FactorSeries } from '../../reads/factor-values/factor-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';
import { factorTests, type DayVariable, type FactorTests, type TestClass } from './factor-tests.js';
import { RATING_METRIC_DEFINITIONS } from './metrics.js';

/** Productivity's share of the family's error budget; the other metrics split the rest evenly. */
export const PRIMARY_SHARE = 0.5;
export const PRIMARY_METRIC: RatingMetric = 'productivity';

export const FAMILY_METHOD = 'weighted-benjamini-hochberg';

/**
 * With factors, the budget is split in classes, each shared evenly among its tests (substances → ratings keep
 * productivity's half inside their class): a class without tests gives its share to the others in proportion, so a
 * user without factors has the family of before. The shares were chosen on simulated users
 * (factor-family.simulation.test.ts, docs/analytics.md "Factors in the family").
 */
export const CLASS_SHARES: Readonly<Record<TestClass, number>> = { 'substance-rating': 0.5, 'factor-rating': 0.4, exploratory: 0.1 };

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

/** One test the factors add (factor-tests.ts), with the family's decision when it had an estimate. */
export interface DecidedFactorTest {
  readonly predictorKind: 'factor' | 'rating' | 'substance';
  readonly predictorId: string;
  /** The predictor's day values (null for a substance, whose days are the taken days). */
  readonly predictor: DayVariable | null;
  readonly outcome: DayVariable;
  readonly timing: EffectTiming;
  readonly testClass: TestClass;
  readonly scale: 'difference' | 'per-unit' | 'g';
  readonly estimate: number | null;
  readonly interval: { readonly low: number; readonly high: number } | null;
  readonly intervalLevel: number | null;
  readonly pValue: number | null;
  readonly adjustedP: number | null;
  readonly claimed: boolean;
  readonly days: number;
  readonly split: PredictorSplit | null;
  readonly notEstimated: NotEstimated | null;
  readonly inseparableFrom: readonly string[];
}

export interface ClaimFamily {
  /** Tests in the family: every substance × metric × timing with an estimate, and every factor test with one. */
  readonly size: number;
  readonly claims: number;
  readonly q: number;
  comparison(substanceId: string, metric: RatingMetric): FamilyComparison;
  /** What the factors add: every pair and substance → factor test at each timing, decided or not. */
  readonly factorTests: readonly DecidedFactorTest[];
  readonly factorsNotEntered: FactorTests['notEntered'];
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

/** A test of the family: its p-value, budget class and relative weight inside the class. */
interface Member {
  readonly pValue: number;
  readonly testClass: TestClass;
  readonly inner: number;
}

/**
 * The weights of the members. Without factor tests they are the substances' weights of before, bit for bit; with
 * them, each class with tests holds its share of CLASS_SHARES (renormalised over the classes that have tests),
 * divided among its tests by their inner weights.
 */
function memberWeights(members: readonly Member[]): number[] {
  if (members.every((m) => m.testClass === 'substance-rating')) return members.map((m) => m.inner);
  const innerSums = new Map<TestClass, number>();
  for (const m of members) innerSums.set(m.testClass, (innerSums.get(m.testClass) ?? 0) + m.inner);
  const shareSum = [...innerSums.keys()].reduce((sum, c) => sum + CLASS_SHARES[c], 0);
  return members.map((m) => (CLASS_SHARES[m.testClass] / shareSum) * (m.inner / (innerSums.get(m.testClass) ?? 1)));
}

function intervalAt(estimate: number | null, se: number | null, df: number | null, decision: FamilyDecision | undefined) {
  if (!decision || estimate === null || se === null || df === null) return null;
  const half = tCritical(df, decision.intervalLevel) * se;
  return { low: estimate - half, high: estimate + half };
}

/** The factor tests with their decisions (`decide` looks a test's key up among the decided members). */
function decidedFactorTests(tests: FactorTests, decide: (key: string) => FamilyDecision | undefined): DecidedFactorTest[] {
  const pairs = tests.pairs.map((pair): DecidedFactorTest => {
    const { effect } = pair;
    const decision = effect.pValue === null ? undefined : decide(pairKey(pair.predictor.id, pair.outcome.id, pair.timing));
    const interval = intervalAt(effect.estimate, effect.se, effect.df, decision);
    return {
      predictorKind: pair.predictor.kind,
      predictorId: pair.predictor.id,
      predictor: pair.predictor,
      outcome: pair.outcome,
      timing: pair.timing,
      testClass: pair.testClass,
      scale: effect.scale,
      estimate: effect.estimate,
      interval,
      intervalLevel: interval ? (decision?.intervalLevel ?? null) : null,
      pValue: effect.pValue,
      adjustedP: decision?.adjustedP ?? null,
      claimed: decision?.claimed ?? false,
      days: effect.days,
      split: effect.split,
      notEstimated: effect.notEstimated,
      inseparableFrom: [],
    };
  });
  const substances = tests.substanceFactor.map(({ outcome, effect }): DecidedFactorTest => {
    const decision = effect.pValue === null ? undefined : decide(substanceFactorKey(outcome.id, effect));
    const interval = intervalAt(effect.g, effect.gSe, effect.df, decision);
    return {
      predictorKind: 'substance',
      predictorId: effect.substanceId,
      predictor: null,
      outcome,
      timing: effect.timing,
      testClass: 'exploratory',
      scale: 'g',
      estimate: effect.g,
      interval,
      intervalLevel: interval ? (decision?.intervalLevel ?? null) : null,
      pValue: effect.pValue,
      adjustedP: decision?.adjustedP ?? null,
      claimed: decision?.claimed ?? false,
      days: effect.daysTaken + effect.daysNotTaken,
      split: {
        splitAt: null,
        lowDays: effect.daysNotTaken,
        highDays: effect.daysTaken,
        lowMean: effect.meanNotTaken,
        highMean: effect.meanTaken,
        lowIncludesSplit: false,
      },
      notEstimated: effect.notEstimated,
      inseparableFrom: effect.inseparableFrom,
    };
  });
  return [...pairs, ...substances];
}

const pairKey = (predictor: string, outcome: string, timing: EffectTiming) => ['pair', predictor, outcome, timing].join('\u0000');
// Substances inseparable from each other share one estimate: it is one test of the family, whoever reads it.
const substanceFactorKey = (factorId: string, e: JointEffect) => ['factor', factorId, e.timing, ...[e.substanceId, ...e.inseparableFrom].sort()].join('\u0000');
const testKey = (metric: RatingMetric, e: JointEffect) => [metric, e.timing, ...[e.substanceId, ...e.inseparableFrom].sort()].join('\u0000');

/** Every test with an estimate, once, with its class and inner weight (productivity's primacy among substances). */
function familyMembers(effects: readonly { metric: RatingMetric; effects: readonly JointEffect[] }[], extra: FactorTests): Map<string, Member> {
  const substanceTests = [
    ...new Map(
      effects.flatMap(({ metric, effects: list }) =>
        list.filter((e) => e.pValue !== null).map((effect) => [testKey(metric, effect), { metric, effect }] as const),
      ),
    ),
  ];
  const primaryTests = substanceTests.filter(([, t]) => t.metric === PRIMARY_METRIC).length;
  const otherTests = substanceTests.length - primaryTests;
  // Shares of the budget, split evenly among the tests each side actually has (all to one side when the other is empty).
  const weightOf = (metric: RatingMetric) => {
    if (primaryTests === 0 || otherTests === 0) return 1;
    return metric === PRIMARY_METRIC ? PRIMARY_SHARE / primaryTests : (1 - PRIMARY_SHARE) / otherTests;
  };
  const members = new Map<string, Member>(
    substanceTests.map(([key, t]) => [key, { pValue: t.effect.pValue ?? 1, testClass: 'substance-rating', inner: weightOf(t.metric) }]),
  );
  for (const pair of extra.pairs)
    if (pair.effect.pValue !== null)
      members.set(pairKey(pair.predictor.id, pair.outcome.id, pair.timing), { pValue: pair.effect.pValue, testClass: pair.testClass, inner: 1 });
  for (const { outcome, effect } of extra.substanceFactor)
    if (effect.pValue !== null) members.set(substanceFactorKey(outcome.id, effect), { pValue: effect.pValue, testClass: 'exploratory', inner: 1 });
  return members;
}

function neverCompared(series: readonly DayActivity[], metric: RatingMetric): FamilyComparison {
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
}

/**
 * The family for one period: `series` the period's days (oldest first, every calendar day), `taken` every substance's
 * taken days in it, `factors` the user's own factors and their values (none: the family of substances alone).
 */
export function claimFamily(series: readonly DayActivity[], taken: TakenDays, factors: FactorSeries = NO_FACTORS): ClaimFamily {
  const ids = [...taken.keys()].sort();
  const sets = takenSets(series, taken);
  const effects = RATING_METRICS.map((metric) => {
    const { sameDay, nextDay } = jointEffects(jointDays(series, RATING_METRIC_DEFINITIONS[metric].read, sets), ids);
    return { metric, effects: [...sameDay, ...nextDay] };
  });
  const extra = factorTests(series, factors, ids, sets);
  const members = familyMembers(effects, extra);
  const keys = [...members.keys()];
  const list = [...members.values()];
  const weights = memberWeights(list);
  const { decisions, claims } = decideFamily(list.map((m, i) => ({ pValue: m.pValue, weight: weights[i] ?? 0 })));
  const decidedByKey = new Map(keys.map((key, i) => [key, decisions[i]]));
  const decision = (metric: RatingMetric, e: JointEffect) => (e.pValue === null ? undefined : decidedByKey.get(testKey(metric, e)));

  const byKey = new Map<string, FamilyComparison>();
  for (const { metric, effects: metricEffects } of effects) {
    const { higherIsBetter } = RATING_METRIC_DEFINITIONS[metric];
    for (const id of ids) {
      const same = metricEffects.find((e) => e.substanceId === id && e.timing === 'same-day');
      const next = metricEffects.find((e) => e.substanceId === id && e.timing === 'next-day');
      if (same && next) byKey.set(`${id}\u0000${metric}`, verdict(timed(same, decision(metric, same)), timed(next, decision(metric, next)), higherIsBetter));
    }
  }
  return {
    size: members.size,
    claims,
    q: FAMILY_Q,
    comparison: (substanceId, metric) => byKey.get(`${substanceId}\u0000${metric}`) ?? neverCompared(series, metric),
    factorTests: decidedFactorTests(extra, (key) => decidedByKey.get(key)),
    factorsNotEntered: extra.notEntered,
  };
}
