/**
 * The tests a user's own factors add to the period's one family of claims (claim-family.ts, issue 32): every
 * predictor (factor or rating) against every outcome (rating or factor), same day and next day, and every substance's
 * effect on each factor. Which pairs are tested, and which class of the family's budget each belongs to, is decided
 * here; the statistics are lib/statistics' (predictor-effect.ts, joint-comparison.ts).
 *
 * Pairs left out, and why: a variable against itself (next day it is only its own day-to-day correlation); a rating
 * against another rating on the same day (answers of one check-in, which move together whatever caused them); and
 * of a same-day pair of two non-substance variables only one direction (factor → rating; between factors, the
 * more-logged one first), because the same-day association of A with B is the association of B with A.
 */
import { RATING_METRICS } from '@wellness/contract';
import { jointEffects, type EffectTiming, type JointDay, type JointEffect } from '../../lib/statistics/joint-comparison.js';
import { predictorEffect, type PairRow, type PredictorEffect } from '../../lib/statistics/predictor-effect.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { FactorInfo, FactorSeries } from '../../reads/factor-values/factor-series.js';
import { RATING_METRIC_DEFINITIONS } from './metrics.js';

/**
 * The most factors that enter the family: the ones logged on the most days of the period. Each factor adds about
 * 4·(factors + ratings) tests and 2 joint models; a user may keep 50 factors, and a family of thousands of tests would
 * leave no budget for any of them. The others are named as not compared, never as "no effect".
 */
export const MAX_FAMILY_FACTORS = 12;

/** Budget classes of the family (claim-family.ts gives each its share). */
export type TestClass = 'substance-rating' | 'factor-rating' | 'exploratory';

/** A variable of the day series: a rating metric or one of the user's factors, one value (or null) per day. */
export interface DayVariable {
  readonly kind: 'rating' | 'factor';
  readonly id: string;
  readonly name: string;
  /** Yes-no factors are 0/1 predictors (`difference`); everything else is numeric (`per-unit`). */
  readonly binary: boolean;
  /** Which way is better as an outcome; null when the factor has no better direction. */
  readonly higherIsBetter: boolean | null;
  readonly unit: string | null;
  readonly describesNightBefore: boolean;
  /** Aligned with the period's series; null on a day without a value (missing, never 0). */
  readonly values: readonly (number | null)[];
}

export interface PairTest {
  readonly predictor: DayVariable;
  readonly outcome: DayVariable;
  readonly timing: EffectTiming;
  readonly testClass: TestClass;
  readonly effect: PredictorEffect;
}

export interface SubstanceFactorTest {
  readonly outcome: DayVariable;
  readonly effect: JointEffect;
}

export interface FactorTests {
  readonly pairs: readonly PairTest[];
  readonly substanceFactor: readonly SubstanceFactorTest[];
  /** The user's factors that did not enter: no value in the period, or beyond MAX_FAMILY_FACTORS. */
  readonly notEntered: readonly { readonly factor: FactorInfo; readonly reason: 'no-values' | 'too-many-factors' }[];
}

function ratingVariables(series: readonly DayActivity[]): DayVariable[] {
  return RATING_METRICS.map((metric) => {
    const definition = RATING_METRIC_DEFINITIONS[metric];
    return {
      kind: 'rating',
      id: metric,
      name: definition.label,
      binary: false,
      higherIsBetter: definition.higherIsBetter,
      unit: 'points',
      describesNightBefore: false,
      values: series.map((d) => definition.read(d)),
    };
  });
}

/** The factors that enter, most logged first, and those that do not with the reason. */
function enteringFactors(series: readonly DayActivity[], factors: FactorSeries): { entered: DayVariable[]; notEntered: FactorTests['notEntered'] } {
  const logged = factors.factors.map((factor) => {
    const days = factors.values.get(factor.id);
    const values = series.map((d) => days?.get(d.day) ?? null);
    return { factor, values, count: values.filter((v) => v !== null).length };
  });
  const withValues = logged.filter((f) => f.count > 0).sort((a, b) => b.count - a.count || (a.factor.id < b.factor.id ? -1 : 1));
  const entered = withValues.slice(0, MAX_FAMILY_FACTORS).map(({ factor, values }): DayVariable => ({
    kind: 'factor',
    id: factor.id,
    name: factor.name,
    binary: factor.kind === 'yes-no',
    higherIsBetter: factor.betterDirection === null ? null : factor.betterDirection === 'higher',
    unit: factor.unit,
    describesNightBefore: factor.describesNightBefore,
    values,
  }));
  return {
    entered,
    notEntered: [
      ...withValues.slice(MAX_FAMILY_FACTORS).map(({ factor }) => ({ factor, reason: 'too-many-factors' as const })),
      ...logged.filter((f) => f.count === 0).map(({ factor }) => ({ factor, reason: 'no-values' as const })),
    ],
  };
}

/** Whether the pair is tested at this timing (the module comment gives the rules); `order` ranks the factors. */
function tested(predictor: DayVariable, outcome: DayVariable, timing: EffectTiming, order: ReadonlyMap<string, number>): boolean {
  if (predictor.id === outcome.id) return false;
  if (timing === 'next-day') return true;
  if (predictor.kind === 'rating') return false;
  if (outcome.kind === 'rating') return true;
  return (order.get(predictor.id) ?? 0) < (order.get(outcome.id) ?? 0);
}

/** The rows of one pair at one timing: days with the outcome and the predictor on that day (or the day before). */
function pairRows(predictor: DayVariable, outcome: DayVariable, timing: EffectTiming): PairRow[] {
  const rows: PairRow[] = [];
  outcome.values.forEach((y, i) => {
    const x = timing === 'same-day' ? predictor.values[i] : predictor.values[i - 1];
    if (y !== null && x !== null && x !== undefined) rows.push({ t: i, x, y });
  });
  return rows;
}

/**
 * Everything the factors add to the family. With no factor logged in the period it is empty, so the family is the
 * substances' alone, exactly as before factors existed (ratings relate to each other only beside factors).
 */
export function factorTests(
  series: readonly DayActivity[],
  factors: FactorSeries,
  substanceIds: readonly string[],
  takenSets: readonly ReadonlySet<string>[],
): FactorTests {
  const { entered, notEntered } = enteringFactors(series, factors);
  if (entered.length === 0) return { pairs: [], substanceFactor: [], notEntered };
  const order = new Map(entered.map((f, i) => [f.id, i]));
  const ratings = ratingVariables(series);
  const pairs: PairTest[] = [];
  for (const predictor of [...entered, ...ratings])
    for (const outcome of [...ratings, ...entered])
      for (const timing of ['same-day', 'next-day'] as const) {
        if (!tested(predictor, outcome, timing, order)) continue;
        const effect = predictorEffect(pairRows(predictor, outcome, timing), predictor.binary ? 'difference' : 'per-unit');
        const testClass = predictor.kind === 'factor' && outcome.kind === 'rating' ? 'factor-rating' : 'exploratory';
        pairs.push({ predictor, outcome, timing, testClass, effect });
      }
  const substanceFactor = entered.flatMap((outcome) => {
    const days: JointDay[] = outcome.values.map((value, index) => ({
      index,
      value,
      taken: takenSets[index] ?? new Set(),
      takenDayBefore: index === 0 ? null : (takenSets[index - 1] ?? null),
    }));
    const { sameDay, nextDay } = jointEffects(days, substanceIds, { conventionalFloor: true });
    return [...sameDay, ...nextDay].map((effect) => ({ outcome, effect }));
  });
  return { pairs, substanceFactor, notEntered };
}
