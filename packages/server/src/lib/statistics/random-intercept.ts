/**
 * Linear regression with a random intercept per group (here: per calendar day), fitted by restricted maximum
 * likelihood (REML). Observations of one day share that day's sleep, mood and workload, so they are correlated; the
 * random intercept models exactly that (compound symmetry within a day), and generalised least squares then uses the
 * comparisons within a day as well as those between days. Used by Effects by the hour (issue 28, point 4).
 *
 * With σ² the residual variance and λ = σ²_day / σ², a day of n observations has covariance σ²(I + λJ), whose inverse
 * is (I − c·J)/σ² with c = λ / (1 + nλ): every sum below is a per-day correction of ordinary least squares. λ is found
 * by a grid search on the profiled REML likelihood (one parameter, so a grid is exact enough and cannot diverge).
 */
import { at, invert, zeros, type Matrix } from './matrix.js';

export interface RandomInterceptFit {
  coefficients: number[];
  /** Model-based standard error of each coefficient. */
  se: number[];
  /** σ²_day / σ² at the REML optimum. */
  varianceRatio: number;
  /** Observations and groups (days) the fit used. */
  n: number;
  groups: number;
  k: number;
}

interface Sums {
  xtx: Matrix;
  xty: number[];
  logDet: number;
}

function weightedSums(groups: readonly { y: readonly number[]; x: readonly (readonly number[])[] }[], k: number, lambda: number): Sums {
  const xtx = zeros(k, k);
  const xty = new Array<number>(k).fill(0);
  let logDet = 0;
  for (const group of groups) {
    const n = group.y.length;
    const c = lambda / (1 + n * lambda);
    logDet += Math.log(1 + n * lambda);
    const colSums = new Array<number>(k).fill(0);
    let ySum = 0;
    for (let i = 0; i < n; i++) {
      const row = group.x[i] as readonly number[];
      const yi = group.y[i] as number;
      ySum += yi;
      for (let a = 0; a < k; a++) {
        const xa = row[a] as number;
        colSums[a] = (colSums[a] as number) + xa;
        xty[a] = (xty[a] as number) + xa * yi;
        const line = xtx[a] as number[];
        for (let b = 0; b < k; b++) line[b] = (line[b] as number) + xa * (row[b] as number);
      }
    }
    for (let a = 0; a < k; a++) {
      xty[a] = (xty[a] as number) - c * (colSums[a] as number) * ySum;
      const line = xtx[a] as number[];
      for (let b = 0; b < k; b++) line[b] = (line[b] as number) - c * (colSums[a] as number) * (colSums[b] as number);
    }
  }
  return { xtx, xty, logDet };
}

/** log|m| of a symmetric positive-definite matrix by Cholesky; null when it is not positive definite. */
function logDeterminant(m: Matrix): number | null {
  const n = m.length;
  const l = zeros(n, n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = at(m, i, j);
      for (let p = 0; p < j; p++) s -= at(l, i, p) * at(l, j, p);
      if (i === j) {
        if (!(s > 1e-12)) return null;
        (l[i] as number[])[i] = Math.sqrt(s);
        total += Math.log(s);
      } else {
        (l[i] as number[])[j] = s / at(l, j, j);
      }
    }
  }
  return total;
}

interface Evaluation {
  reml: number;
  coefficients: number[];
  inverse: Matrix;
  sigma2: number;
}

function evaluate(groups: readonly { y: readonly number[]; x: readonly (readonly number[])[] }[], k: number, n: number, lambda: number): Evaluation | null {
  const { xtx, xty, logDet } = weightedSums(groups, k, lambda);
  const inverse = invert(xtx);
  const logDetXtx = logDeterminant(xtx);
  if (!inverse || logDetXtx === null) return null;
  const coefficients = inverse.map((row) => row.reduce((s, v, j) => s + v * (xty[j] as number), 0));
  // r'R⁻¹r, by the same per-day correction.
  let quadratic = 0;
  for (const group of groups) {
    const size = group.y.length;
    const c = lambda / (1 + size * lambda);
    let rSum = 0;
    for (let i = 0; i < size; i++) {
      const row = group.x[i] as readonly number[];
      const r = (group.y[i] as number) - row.reduce((s, v, j) => s + v * (coefficients[j] as number), 0);
      quadratic += r * r;
      rSum += r;
    }
    quadratic -= c * rSum * rSum;
  }
  const dfResidual = n - k;
  const sigma2 = quadratic / dfResidual;
  // Rounding leaves a residual of about 1e-30 when nothing varies; that is no variance, not a tiny one.
  let squares = 0;
  for (const group of groups) for (const y of group.y) squares += y * y;
  if (!(sigma2 > 1e-12 * (1 + squares / n))) return null;
  const reml = -0.5 * (logDet + logDetXtx + dfResidual * Math.log(sigma2));
  return { reml, coefficients, inverse, sigma2 };
}

/** λ from 0 to 20 (a day effect up to twenty times the residual variance), finer near 0 where most users will be. */
const LAMBDA_GRID = [0, ...Array.from({ length: 60 }, (_, i) => 0.01 * Math.pow(2000, i / 59))];

/**
 * Fits y = Xβ + u_day + e. `groups` holds each day's observations (rows of X, which should include an intercept).
 * Null when X is singular or there are no more observations than columns.
 */
export function fitRandomIntercept(groups: readonly { y: readonly number[]; x: readonly (readonly number[])[] }[]): RandomInterceptFit | null {
  const k = groups.find((g) => g.x.length > 0)?.x[0]?.length ?? 0;
  const n = groups.reduce((s, g) => s + g.y.length, 0);
  if (k === 0 || n <= k) return null;
  let best: { lambda: number; fit: Evaluation } | null = null;
  for (const lambda of LAMBDA_GRID) {
    const fit = evaluate(groups, k, n, lambda);
    if (fit && (!best || fit.reml > best.fit.reml)) best = { lambda, fit };
  }
  if (!best) return null;
  const { fit, lambda } = best;
  return {
    coefficients: fit.coefficients,
    se: fit.inverse.map((row, i) => Math.sqrt(Math.max(0, (row[i] as number) * fit.sigma2))),
    varianceRatio: lambda,
    n,
    groups: groups.length,
    k,
  };
}
