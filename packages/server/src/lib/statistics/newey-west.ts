/**
 * Ordinary least squares with Newey-West (1987) heteroskedasticity- and autocorrelation-consistent (HAC) standard
 * errors: Bartlett weights w_j = 1 − j/(L+1) on the residual autocovariances up to lag L, so a rating that
 * resembles yesterday's does not count as a fresh piece of evidence every day.
 *
 * The lag rule is Newey & West (1994): L = floor(4·(n/100)^(2/9)), e.g. 4 for 180 days. The covariance is scaled
 * by n/(n−k) (the usual small-sample degrees-of-freedom correction) and tests use Student's t with n − k df.
 */
import { invert, multiply, zeros, type Matrix } from './matrix.js';

export interface HacFit {
  coefficients: number[];
  /** HAC standard error of each coefficient. */
  se: number[];
  residuals: number[];
  n: number;
  k: number;
  lag: number;
}

export function neweyWestLag(n: number): number {
  return Math.floor(4 * (n / 100) ** (2 / 9));
}

/**
 * Fits y on the columns of `x` (each row one observation; include a column of 1s for an intercept). `lag`
 * defaults to the Newey-West rule; `dfCorrection` (default true) multiplies the covariance by n/(n−k).
 * Returns null when the columns are collinear or there are no more rows than columns.
 */
export function olsNeweyWest(y: readonly number[], x: readonly (readonly number[])[], options: { lag?: number; dfCorrection?: boolean } = {}): HacFit | null {
  const n = y.length;
  const k = x[0]?.length ?? 0;
  if (n <= k || k === 0 || x.length !== n) return null;
  const xtx = zeros(k, k);
  const xty = new Array<number>(k).fill(0);
  for (let t = 0; t < n; t++) {
    const row = x[t] as readonly number[];
    const yt = y[t] as number;
    for (let i = 0; i < k; i++) {
      const xi = row[i] as number;
      xty[i] = (xty[i] as number) + xi * yt;
      const out = xtx[i] as number[];
      for (let j = 0; j < k; j++) out[j] = (out[j] as number) + xi * (row[j] as number);
    }
  }
  const bread = invert(xtx);
  if (!bread) return null;
  const coefficients = bread.map((row) => row.reduce((s, v, j) => s + v * (xty[j] as number), 0));
  const residuals = y.map((yt, t) => yt - (x[t] as readonly number[]).reduce((s, v, j) => s + v * (coefficients[j] as number), 0));

  const lag = Math.min(options.lag ?? neweyWestLag(n), n - 1);
  // Scores u_t = x_t · e_t; meat S = Γ0 + Σ_j w_j (Γj + Γj').
  const scores = x.map((row, t) => row.map((v) => v * (residuals[t] as number)));
  const meat: Matrix = zeros(k, k);
  for (let j = 0; j <= lag; j++) {
    const weight = j === 0 ? 1 : 1 - j / (lag + 1);
    for (let t = j; t < n; t++) {
      const a = scores[t] as number[];
      const b = scores[t - j] as number[];
      for (let p = 0; p < k; p++) {
        const out = meat[p] as number[];
        for (let q = 0; q < k; q++) {
          const term = (a[p] as number) * (b[q] as number);
          out[q] = (out[q] as number) + (j === 0 ? term : weight * (term + (a[q] as number) * (b[p] as number)));
        }
      }
    }
  }
  const covariance = multiply(multiply(bread, meat), bread);
  const scale = options.dfCorrection === false ? 1 : n / (n - k);
  const se = covariance.map((row, i) => Math.sqrt(Math.max(0, (row[i] as number) * scale)));
  return { coefficients, se, residuals, n, k, lag };
}
