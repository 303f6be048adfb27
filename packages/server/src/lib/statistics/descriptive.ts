/**
 * Descriptive statistics of a list of day values. The one place the server averages ratings, so the Daily insight
 * and Analytics cannot disagree about what "the mean" of some days is.
 */

/** Differences of day means smaller than this on a 1-10 scale are described as "about the same" (Daily insight, dashboard trend). */
export const NOTABLE_DIFFERENCE = 0.5;

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** The arithmetic mean; null for no values (missing, never zero). */
export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : sum(values) / values.length;
}

/** The sample variance (n − 1 in the denominator); null below two values. */
export function sampleVariance(values: readonly number[]): number | null {
  const m = mean(values);
  if (m === null || values.length < 2) return null;
  let squares = 0;
  for (const v of values) squares += (v - m) ** 2;
  return squares / (values.length - 1);
}

export function sampleSd(values: readonly number[]): number | null {
  const variance = sampleVariance(values);
  return variance === null ? null : Math.sqrt(variance);
}

/** The pooled within-group standard deviation of two groups (the denominator of Cohen's d and Hedges' g). */
export function pooledSd(n1: number, sd1: number, n2: number, sd2: number): number {
  return Math.sqrt(((n1 - 1) * sd1 ** 2 + (n2 - 1) * sd2 ** 2) / (n1 + n2 - 2));
}

/** Rounds for display (one decimal by default); null stays null. */
export function roundTo(value: number | null, decimals = 1): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
