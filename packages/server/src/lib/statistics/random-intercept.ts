/**
 * Linear regression with a random intercept per group (here: per calendar day), fitted by restricted maximum
 * likelihood (REML). Observations of one day share that day's sleep, mood and workload, so they are correlated; the
 * random intercept models exactly that (compound symmetry within a day), and generalised least squares then uses the
 * comparisons within a day as well as those between days. Used by Effects by the hour.
 *
 * With σ² the residual variance and λ = σ²_day / σ², a day of n observations has covariance σ²(I + λJ), whose inverse
 * is (I − c·J)/σ² with c = λ / (1 + nλ): every sum below is a per-day correction of ordinary least squares, taken from
 * sufficient statistics gathered once, so the grid costs little beyond one pass over the data. λ is found by a grid
 * search on the profiled REML likelihood (one parameter, so a grid is exact enough and cannot diverge).
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

/**
 * The sufficient statistics of the whole data set: X'X, X'y, y'y, and for each day size n the sums over days of that
 * size of (Σx)(Σx)', (Σx)(Σy) and (Σy)². The day correction c depends only on n, so each λ of the grid costs
 * O(sizes · k²), whatever the number of days.
 */
interface Stats {
  n: number;
  days: number;
  xx: Matrix;
  xy: number[];
  yy: number;
  bySize: Map<number, { count: number; a: Matrix; b: number[]; q: number }>;
}

function sufficientStatistics(groups: readonly { y: readonly number[]; x: readonly (readonly number[])[] }[], k: number): Stats {
  const stats: Stats = { n: 0, days: 0, xx: zeros(k, k), xy: new Array<number>(k).fill(0), yy: 0, bySize: new Map() };
  for (const group of groups) {
    const size = group.y.length;
    if (size === 0) continue;
    stats.n += size;
    stats.days += 1;
    const sx = new Array<number>(k).fill(0);
    let sy = 0;
    for (let i = 0; i < size; i++) {
      const row = group.x[i] as readonly number[];
      const yi = group.y[i] as number;
      sy += yi;
      stats.yy += yi * yi;
      for (let a = 0; a < k; a++) {
        const xa = row[a] as number;
        sx[a] = (sx[a] as number) + xa;
        stats.xy[a] = (stats.xy[a] as number) + xa * yi;
        const line = stats.xx[a] as number[];
        for (let b = 0; b < k; b++) line[b] = (line[b] as number) + xa * (row[b] as number);
      }
    }
    let bucket = stats.bySize.get(size);
    if (!bucket) {
      bucket = { count: 0, a: zeros(k, k), b: new Array<number>(k).fill(0), q: 0 };
      stats.bySize.set(size, bucket);
    }
    bucket.count += 1;
    bucket.q += sy * sy;
    for (let a = 0; a < k; a++) {
      bucket.b[a] = (bucket.b[a] as number) + (sx[a] as number) * sy;
      const line = bucket.a[a] as number[];
      for (let b = 0; b < k; b++) line[b] = (line[b] as number) + (sx[a] as number) * (sx[b] as number);
    }
  }
  return stats;
}

/** β'Mβ and β'v. */
const quadraticForm = (m: Matrix, beta: readonly number[]) => beta.reduce((s, ba, a) => s + ba * beta.reduce((t, bb, b) => t + at(m, a, b) * bb, 0), 0);
const dot = (u: readonly number[], v: readonly number[]) => u.reduce((s, x, i) => s + x * (v[i] ?? 0), 0);

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

function evaluate(stats: Stats, k: number, lambda: number): Evaluation | null {
  const xtx = stats.xx.map((row) => [...row]);
  const xty = [...stats.xy];
  let logDet = 0;
  for (const [size, bucket] of stats.bySize) {
    const c = lambda / (1 + size * lambda);
    logDet += bucket.count * Math.log(1 + size * lambda);
    for (let a = 0; a < k; a++) {
      xty[a] = (xty[a] as number) - c * (bucket.b[a] as number);
      const line = xtx[a] as number[];
      for (let b = 0; b < k; b++) line[b] = (line[b] as number) - c * at(bucket.a, a, b);
    }
  }
  const inverse = invert(xtx);
  const logDetXtx = logDeterminant(xtx);
  if (!inverse || logDetXtx === null) return null;
  const coefficients = inverse.map((row) => row.reduce((s, v, j) => s + v * (xty[j] as number), 0));
  // r'R⁻¹r = Σr² − Σ_days c·(Σr)², each from the sufficient statistics.
  let quadratic = stats.yy - 2 * dot(coefficients, stats.xy) + quadraticForm(stats.xx, coefficients);
  for (const [size, bucket] of stats.bySize) {
    const c = lambda / (1 + size * lambda);
    quadratic -= c * (bucket.q - 2 * dot(coefficients, bucket.b) + quadraticForm(bucket.a, coefficients));
  }
  const dfResidual = stats.n - k;
  const sigma2 = quadratic / dfResidual;
  // Cancellation leaves a residual near 1e-15 of the ratings' size when nothing varies: no variance, not a tiny one.
  if (!(sigma2 > 1e-10 * (1 + stats.yy / stats.n))) return null;
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
  const stats = sufficientStatistics(groups, k);
  let best: { lambda: number; fit: Evaluation } | null = null;
  for (const lambda of LAMBDA_GRID) {
    const fit = evaluate(stats, k, lambda);
    if (fit && (!best || fit.reml > best.fit.reml)) best = { lambda, fit };
  }
  if (!best) return null;
  const { fit, lambda } = best;
  return {
    coefficients: fit.coefficients,
    se: fit.inverse.map((row, i) => Math.sqrt(Math.max(0, (row[i] as number) * fit.sigma2))),
    varianceRatio: lambda,
    n,
    groups: stats.days,
    k,
  };
}
