/**
 * Does a metric differ on days a substance was taken? A regression of the day's value on "taken" with a linear
 * time term, so a drift in ratings over the months is not credited to a supplement started halfway, and
 * Newey-West standard errors, so serially correlated days are not counted as independent evidence. The same-day
 * and the next-day effect (taken yesterday, a dose at night) are both tested, with Holm's correction over the two,
 * and the one the data supports is reported. The effect is given on Hedges' g's scale: the trend-adjusted
 * difference over the pooled within-group SD, times J; without a trend it is the textbook g.
 * It is an association in the user's own data, never proof of cause.
 */
import { mean, pooledSd, sampleSd } from './descriptive.js';
import { smallSampleCorrection } from './hedges-g.js';
import { holmAdjust } from './holm.js';
import { ALPHA, MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from './minimums.js';
import { olsNeweyWest } from './newey-west.js';
import { tCritical, twoSidedP } from './student-t.js';

export type Conclusion = 'benefit' | 'harm' | 'inconclusive' | 'insufficient-data';
export type EffectTiming = 'same-day' | 'next-day';

export interface ComparisonDay {
  /** Calendar position of the day (days since any fixed day), for the time trend. */
  index: number;
  /** The day's value of the metric; null when unrated (left out, never zero). */
  value: number | null;
  taken: boolean;
  /** Whether it was taken the calendar day before; null when that day is outside the data. */
  takenDayBefore: boolean | null;
}

export interface LagEffect {
  timing: EffectTiming;
  daysTaken: number;
  daysNotTaken: number;
  meanTaken: number | null;
  meanNotTaken: number | null;
  /** null when the data cannot give it (below the minimums, no spread, collinear). */
  g: number | null;
  ci95: { low: number; high: number } | null;
  pValue: number | null;
  /** Holm-adjusted over the lags tested. */
  adjustedP: number | null;
  /** The HAC lag used. */
  hacLag: number | null;
}

export interface TakenComparison extends LagEffect {
  conclusion: Conclusion;
  /** Both timings, the reported one first, for anyone who wants to see the other. */
  tested: LagEffect[];
}

function effectAt(days: readonly ComparisonDay[], timing: EffectTiming): LagEffect {
  const rows = days.flatMap((d) => {
    const x = timing === 'same-day' ? d.taken : d.takenDayBefore;
    return d.value === null || x === null ? [] : [{ t: d.index, y: d.value, x }];
  });
  const on = rows.filter((r) => r.x).map((r) => r.y);
  const off = rows.filter((r) => !r.x).map((r) => r.y);
  const base: LagEffect = {
    timing,
    daysTaken: on.length,
    daysNotTaken: off.length,
    meanTaken: mean(on),
    meanNotTaken: mean(off),
    g: null,
    ci95: null,
    pValue: null,
    adjustedP: null,
    hacLag: null,
  };
  if (rows.length < MIN_RATED_DAYS || on.length < MIN_DAYS_PER_SIDE || off.length < MIN_DAYS_PER_SIDE) return base;
  const sdOn = sampleSd(on);
  const sdOff = sampleSd(off);
  if (sdOn === null || sdOff === null) return base;
  const s = pooledSd(on.length, sdOn, off.length, sdOff);
  if (!(s > 0)) return base;
  // Time centred and in years keeps the normal equations well conditioned.
  const tMean = mean(rows.map((r) => r.t)) ?? 0;
  const fit = olsNeweyWest(
    rows.map((r) => r.y),
    rows.map((r) => [1, r.x ? 1 : 0, (r.t - tMean) / 365]),
  );
  const b = fit?.coefficients[1];
  const se = fit?.se[1];
  if (!fit || b === undefined || se === undefined || !(se > 0)) return base;
  const df = fit.n - fit.k;
  const j = smallSampleCorrection(on.length, off.length);
  const half = tCritical(df) * se;
  return {
    ...base,
    g: (j * b) / s,
    ci95: { low: (j * (b - half)) / s, high: (j * (b + half)) / s },
    pValue: twoSidedP(b / se, df),
    hacLag: fit.lag,
  };
}

/**
 * Compares a metric's days with and without the substance. `higherIsBetter` is false for restlessness, so a
 * drop there is a benefit.
 */
export function compareTakenDays(days: readonly ComparisonDay[], higherIsBetter = true): TakenComparison {
  const effects = [effectAt(days, 'same-day'), effectAt(days, 'next-day')];
  const testable = effects.filter((e) => e.pValue !== null);
  const adjusted = holmAdjust(testable.map((e) => e.pValue ?? 1));
  testable.forEach((e, i) => (e.adjustedP = adjusted[i] ?? 1));
  const [sameDay] = effects as [LagEffect, LagEffect];

  const supported = testable.filter((e) => (e.adjustedP ?? 1) < ALPHA).sort((a, b) => (a.pValue ?? 1) - (b.pValue ?? 1));
  const reported = supported[0] ?? sameDay;
  const tested = [reported, ...effects.filter((e) => e !== reported)];
  if (sameDay.pValue === null && reported === sameDay) {
    const enough = sameDay.daysTaken + sameDay.daysNotTaken >= MIN_RATED_DAYS && Math.min(sameDay.daysTaken, sameDay.daysNotTaken) >= MIN_DAYS_PER_SIDE;
    return { ...reported, conclusion: enough ? 'inconclusive' : 'insufficient-data', tested };
  }
  if (supported.length === 0 || reported.g === null) return { ...reported, conclusion: 'inconclusive', tested };
  const better = higherIsBetter ? reported.g > 0 : reported.g < 0;
  return { ...reported, conclusion: better ? 'benefit' : 'harm', tested };
}
