/**
 * Ordinary least squares with Newey-West (1987) heteroskedasticity- and autocorrelation-consistent (HAC) standard
 * errors: Bartlett weights w_j = 1 − j/(L+1) on the residual autocovariances up to lag L, so a rating that
 * resembles yesterday's does not count as a fresh piece of evidence every day.
 *
 * The lag rule is Newey & West (1994): L = floor(4·(n/100)^(2/9)), e.g. 4 for 180 days. The covariance is scaled
 * by n/(n−k) (the usual small-sample degrees-of-freedom correction) and tests use Student's t with n − k df.
 */
import { invert, zeros, type Matrix } from './matrix.js';

export interface HacFit {
  coefficients: number[];
  /** HAC standard error of each coefficient. */
  se: number[];
  residuals: number[];
  /**
   * The conventional (homoskedastic, uncorrelated) standard error of each coefficient, s²·(X'X)⁻¹ with s² = RSS/(n − k);
   * empty when only the coefficients were asked for.
   */
  conventionalSe: number[];
  n: number;
  k: number;
  lag: number;
}

export function neweyWestLag(n: number): number {
  return Math.floor(4 * (n / 100) ** (2 / 9));
}

/**
 * Fits y on the columns of `x` (each row one observation; include a column of 1s for an intercept). `lag`
 * defaults to the Newey-West rule; it may be a function of the fit's residuals (an automatic bandwidth); `dfCorrection` (default true) multiplies the covariance by n/(n−k);
 * `coefficientsOnly` skips the standard errors (se is then empty) for a fit whose residuals are all that is needed.
 * Returns null when the columns are collinear or there are no more rows than columns.
 *
 * The sums run over flat typed arrays and the symmetric halves only: the joint model fits up to a few dozen columns
 * over five years of days, sixteen times per request (docs/performance.md).
 */
export function olsNeweyWest(
  y: readonly number[],
  x: readonly (readonly number[])[],
  options: { lag?: number | ((residuals: readonly number[]) => number); dfCorrection?: boolean; coefficientsOnly?: boolean } = {},
): HacFit | null {
  const n = y.length;
  const k = x[0]?.length ?? 0;
  if (n <= k || k === 0 || x.length !== n) return null;
  const flat = new Float64Array(n * k);
  x.forEach((row, t) => {
    for (let i = 0; i < k; i++) flat[t * k + i] = row[i] ?? 0;
  });
  const xtx = new Float64Array(k * k);
  const xty = new Float64Array(k);
  for (let t = 0; t < n; t++) {
    const base = t * k;
    const yt = y[t] ?? 0;
    for (let i = 0; i < k; i++) {
      const xi = flat[base + i] ?? 0;
      if (xi === 0) continue;
      xty[i] = (xty[i] ?? 0) + xi * yt;
      const out = i * k;
      for (let j = i; j < k; j++) xtx[out + j] = (xtx[out + j] ?? 0) + xi * (flat[base + j] ?? 0);
    }
  }
  const square: Matrix = zeros(k, k);
  for (let i = 0; i < k; i++)
    for (let j = i; j < k; j++) {
      const v = xtx[i * k + j] ?? 0;
      (square[i] as number[])[j] = v;
      (square[j] as number[])[i] = v;
    }
  const bread = invert(square);
  if (!bread) return null;
  const coefficients = bread.map((row) => row.reduce((sum, v, j) => sum + v * (xty[j] ?? 0), 0));
  const residuals = new Array<number>(n);
  for (let t = 0; t < n; t++) {
    let fitted = 0;
    for (let j = 0; j < k; j++) fitted += (flat[t * k + j] ?? 0) * (coefficients[j] ?? 0);
    residuals[t] = (y[t] ?? 0) - fitted;
  }
  const wanted = typeof options.lag === 'function' ? options.lag(residuals) : (options.lag ?? neweyWestLag(n));
  const lag = Math.min(wanted, n - 1);
  if (options.coefficientsOnly) return { coefficients, se: [], conventionalSe: [], residuals, n, k, lag };

  // Scores u_t = x_t · e_t; meat S = Γ0 + Σ_j w_j (Γj + Γj').
  const scores = new Float64Array(n * k);
  for (let t = 0; t < n; t++) for (let i = 0; i < k; i++) scores[t * k + i] = (flat[t * k + i] ?? 0) * (residuals[t] ?? 0);
  const meat = new Float64Array(k * k);
  for (let j = 0; j <= lag; j++) {
    const weight = j === 0 ? 1 : 1 - j / (lag + 1);
    const gamma = new Float64Array(k * k);
    for (let t = j; t < n; t++) {
      const a = t * k;
      const b = (t - j) * k;
      for (let p = 0; p < k; p++) {
        const ap = scores[a + p] ?? 0;
        if (ap === 0) continue;
        const out = p * k;
        for (let q = 0; q < k; q++) gamma[out + q] = (gamma[out + q] ?? 0) + ap * (scores[b + q] ?? 0);
      }
    }
    for (let p = 0; p < k; p++)
      for (let q = 0; q < k; q++) {
        const g = gamma[p * k + q] ?? 0;
        meat[p * k + q] = (meat[p * k + q] ?? 0) + (j === 0 ? g : weight * (g + (gamma[q * k + p] ?? 0)));
      }
  }
  // Only the variances are needed: (B S B)_ii = b_i' S b_i.
  const scale = options.dfCorrection === false ? 1 : n / (n - k);
  const se = bread.map((row) => {
    let v = 0;
    for (let p = 0; p < k; p++) {
      const bp = row[p] ?? 0;
      if (bp === 0) continue;
      let inner = 0;
      for (let q = 0; q < k; q++) inner += (meat[p * k + q] ?? 0) * (row[q] ?? 0);
      v += bp * inner;
    }
    return Math.sqrt(Math.max(0, v * scale));
  });
  let rss = 0;
  for (const e of residuals) rss += e * e;
  const conventionalSe = bread.map((row, i) => Math.sqrt(Math.max(0, ((row[i] ?? 0) * rss) / (n - k))));
  return { coefficients, se, conventionalSe, residuals, n, k, lag };
}
