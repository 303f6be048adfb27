/**
 * One predictor's association with one outcome over a user's days, for the factors and ratings of issue 32: the
 * outcome regressed on the predictor plus a linear time trend, fitted by the same prewhitened GLS with Newey-West
 * errors as the substances' joint model (prewhitened-fit.ts), so a rating that resembles yesterday's, or a factor
 * that drifts over the months, is not counted as fresh evidence every day.
 *
 * A yes-no predictor (0/1) gives the adjusted difference between yes and no days (`difference`); a numeric one
 * (number, scale, count, or a rating used as a predictor) gives the slope, the outcome's units per unit of the
 * predictor (`per-unit`). Rows are the days with both values: a day without one is left out, never read as 0.
 * The plain split behind the sentence (yes against no days, or below against at-or-above the predictor's median) is
 * given beside the estimate; it uses the same minimums as the substances' comparison (minimums.ts). This module gives
 * the unadjusted p-value; the decision belongs to the family (family-decision.ts).
 */
import { mean } from './descriptive.js';
import { MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from './minimums.js';
import { degreesOfFreedom, prewhitenedFit } from './prewhitened-fit.js';
import { tCritical, twoSidedP } from './student-t.js';

export type PredictorScale = 'difference' | 'per-unit';

export interface PairRow {
  /** Calendar position of the outcome's day, for the time trend and the day-to-day correlation (ascending). */
  readonly t: number;
  readonly x: number;
  readonly y: number;
}

export interface PredictorSplit {
  /** The median a numeric predictor is split at (null for yes-no): low is below it, high at or above it. */
  readonly splitAt: number | null;
  readonly lowDays: number;
  readonly highDays: number;
  readonly lowMean: number | null;
  readonly highMean: number | null;
  /** The low side is "at most" the median rather than "below" it (most days share the median value). */
  readonly lowIncludesSplit: boolean;
}

export interface PredictorEffect {
  readonly scale: PredictorScale;
  /** Days with both the predictor and the outcome. */
  readonly days: number;
  readonly split: PredictorSplit;
  readonly estimate: number | null;
  readonly se: number | null;
  readonly df: number | null;
  readonly ci95: { readonly low: number; readonly high: number } | null;
  readonly pValue: number | null;
  /** Why there is no estimate: below the minimums, or no spread left to estimate from. */
  readonly notEstimated: 'too-few-days' | 'no-variation' | null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The two sides of the plain comparison. A numeric predictor splits at its median; when most days share the median
 * value (a count that is 0 on most days) nothing is below it, and the split becomes "at most the median" against "above".
 */
export function splitOf(rows: readonly PairRow[], scale: PredictorScale): PredictorSplit {
  const side = (high: (x: number) => boolean, splitAt: number | null, lowIncludesSplit = false): PredictorSplit => {
    const low = rows.filter((r) => !high(r.x)).map((r) => r.y);
    const upper = rows.filter((r) => high(r.x)).map((r) => r.y);
    return { splitAt, lowDays: low.length, highDays: upper.length, lowMean: mean(low), highMean: mean(upper), lowIncludesSplit };
  };
  if (scale === 'difference') return side((x) => x >= 0.5, null);
  if (rows.length === 0) return side(() => false, null);
  const at = median(rows.map((r) => r.x));
  const below = side((x) => x >= at, at);
  return below.lowDays > 0 ? below : side((x) => x > at, at, true);
}

export function predictorEffect(rows: readonly PairRow[], scale: PredictorScale): PredictorEffect {
  const split = splitOf(rows, scale);
  const blank = (notEstimated: 'too-few-days' | 'no-variation'): PredictorEffect => ({
    scale,
    days: rows.length,
    split,
    estimate: null,
    se: null,
    df: null,
    ci95: null,
    pValue: null,
    notEstimated,
  });
  if (rows.length < MIN_RATED_DAYS || Math.min(split.lowDays, split.highDays) < MIN_DAYS_PER_SIDE) return blank('too-few-days');
  // Centred columns keep the normal equations well conditioned whatever the predictor's units (steps, mg).
  const xMean = mean(rows.map((r) => r.x)) ?? 0;
  const tMean = mean(rows.map((r) => r.t)) ?? 0;
  const fit = prewhitenedFit(
    rows.map((r) => r.t),
    rows.map((r) => r.y),
    rows.map((r) => [1, r.x - xMean, (r.t - tMean) / 365]),
  );
  const b = fit?.coefficients[1];
  // The standard error is the larger of the Newey-West one and the conventional one of the prewhitened rows (Angrist &
  // Pischke 2009, §8.1). After the transform the residuals are near white, the automatic lag is 0 or 1, and Newey-West
  // is then White's estimator, too small in 60-90 rows with a lopsided predictor (rare "yes" days, a count mostly 0):
  // without any effect p < 0.001 came 1.5-2.5 times as often as it should (docs/analytics.md "Factors in the family").
  const hac = fit?.se[1];
  const conventional = fit?.conventionalSe[1] ?? 0;
  const useConventional = hac !== undefined && conventional >= hac;
  const se = useConventional ? conventional : hac;
  if (!fit || b === undefined || se === undefined || !(se > 0)) return blank('no-variation');
  // The conventional error is an ordinary t statistic with n − k degrees of freedom; Newey-West's carry the kernel's.
  const df = useConventional ? fit.n - fit.k : degreesOfFreedom(fit);
  const half = tCritical(df) * se;
  return {
    scale,
    days: rows.length,
    split,
    estimate: b,
    se,
    df,
    ci95: { low: b - half, high: b + half },
    pValue: twoSidedP(b / se, df),
    notEstimated: null,
  };
}
