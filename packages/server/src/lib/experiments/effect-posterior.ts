/**
 * The posterior of one regression coefficient (the effect) in a linear model whose errors are a slow AR(1) part plus
 * independent daily noise: Cov(e_t, e_s) = σ²·(w·φ^|t−s| + (1 − w)·[t = s]). Days may have gaps: the correlation is
 * taken over the calendar distance. For each (φ, w) on a grid (uniform prior), the errors are whitened by the Cholesky
 * factor of their correlation (ERROR_GRID); the nuisance coefficients (flat prior) and σ (Jeffreys prior, 1/σ) are integrated out
 * exactly, which leaves a Student-t likelihood for the effect. The effect's Normal prior multiplies it, the result is
 * summed over the grid and read on a fine grid of the effect, so the interval, the mean and the tail probability are
 * exact up to the grids. w = 1 is plain AR(1); w → 0 independent days.
 */

/**
 * The prior on the errors' structure: φ at 0, 0.1, …, 0.9, 0.95 (11 values) times w at 0.55, 0.65, …, 0.95, every
 * point equally likely. Negative φ (a good day making a bad day likely) is left out, and w (the share of the variance
 * in the persistent AR(1) part) is at least half: four weeks of ratings cannot tell how persistent the noise is, and a
 * prior that lets the data pick little persistence gives intervals that are too narrow (docs/experiments.md measures
 * it), while one that leans persistent only widens them. φ = 0 still makes the days independent.
 */
export const PHI_VALUES: readonly number[] = [...Array.from({ length: 10 }, (_, i) => i / 10), 0.95];
export const W_VALUES: readonly number[] = [0.55, 0.65, 0.75, 0.85, 0.95];
export const ERROR_GRID: ReadonlyArray<{ phi: number; w: number }> = PHI_VALUES.flatMap((phi) => W_VALUES.map((w) => ({ phi, w })));

const EFFECT_GRID_POINTS = 201;

export interface EffectInput {
  /** Day numbers, strictly ascending. */
  days: readonly number[];
  y: readonly number[];
  /** Each row: the effect's column first, then the nuisance columns. */
  x: readonly (readonly number[])[];
  /** SD of the effect's Normal(0, priorSd²) prior. */
  priorSd: number;
  /** errorFactors(days), when the caller fits several designs on the same days. */
  factors?: ReturnType<typeof errorFactors>;
}

export interface EffectPosterior {
  mean: number;
  /** The p-quantile of the effect's posterior. */
  quantile(p: number): number;
  /** Posterior P(effect > value). */
  probabilityAbove(value: number): number;
}

interface PointFit {
  /** Log of p(y | φ, w) up to a constant shared by every φ, before the effect's prior. */
  logScale: number;
  estimate: number;
  /** Residual sum of squares of the full model, and the effect's precision factor (1 / [(XᵀX)⁻¹]₀₀). */
  rss: number;
  information: number;
  /** Degrees of freedom of the residual: n − k. */
  df: number;
}

/** Cholesky factor of a symmetric positive definite matrix; null when it is not (numerically) positive definite. */
function cholesky(a: readonly (readonly number[])[]): number[][] | null {
  const n = a.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  let scale = 0;
  for (let i = 0; i < n; i++) scale = Math.max(scale, Math.abs(a[i]?.[i] ?? 0));
  for (let i = 0; i < n; i++) {
    const li = l[i] as number[];
    for (let j = 0; j <= i; j++) {
      const lj = l[j] as number[];
      let sum = a[i]?.[j] ?? 0;
      for (let k = 0; k < j; k++) sum -= (li[k] as number) * (lj[k] as number);
      if (i === j) {
        if (!(sum > 1e-10 * scale)) return null;
        li[i] = Math.sqrt(sum);
      } else {
        li[j] = sum / (lj[j] as number);
      }
    }
  }
  return l;
}

/** Solves L Lᵀ v = b. */
function choleskySolve(l: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = l.length;
  const z = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= (l[i]?.[k] ?? 0) * (z[k] ?? 0);
    z[i] = sum / (l[i]?.[i] ?? 1);
  }
  const v = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = z[i] ?? 0;
    for (let k = i + 1; k < n; k++) sum -= (l[k]?.[i] ?? 0) * (v[k] ?? 0);
    v[i] = sum / (l[i]?.[i] ?? 1);
  }
  return v;
}

/** A lower-triangular factor stored row by row in one array, and the log-determinant of L·Lᵀ. */
interface Factor {
  n: number;
  l: Float64Array;
  logDet: number;
}

/**
 * The Cholesky factor of the errors' correlation over these days, w·φ^|t−s| + (1 − w)·[t = s], at every grid point (null
 * where it is not positive definite). It depends only on the days, so designs with the same days share it.
 */
export function errorFactors(days: readonly number[]): Array<Factor | null> {
  const n = days.length;
  const span = n > 0 ? (days[n - 1] ?? 0) - (days[0] ?? 0) : 0;
  return ERROR_GRID.map(({ phi, w }) => {
    const powers = new Float64Array(span + 1);
    for (let g = 0; g <= span; g++) powers[g] = w * phi ** g;
    const l = new Float64Array(n * n);
    let logDet = 0;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j <= i; j++) {
        let sum = i === j ? 1 : (powers[Math.abs((days[i] ?? 0) - (days[j] ?? 0))] ?? 0);
        for (let k = 0; k < j; k++) sum -= (l[i * n + k] ?? 0) * (l[j * n + k] ?? 0);
        if (i === j) {
          if (!(sum > 1e-10)) return null;
          const root = Math.sqrt(sum);
          l[i * n + i] = root;
          logDet += 2 * Math.log(root);
        } else {
          l[i * n + j] = sum / (l[j * n + j] ?? 1);
        }
      }
    }
    return { n, l, logDet };
  });
}

/** Solves L v = b for the lower-triangular factor. */
function forward(factor: Factor, b: ArrayLike<number>): Float64Array {
  const { n, l } = factor;
  const v = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i] ?? 0;
    const row = i * n;
    for (let k = 0; k < i; k++) sum -= (l[row + k] ?? 0) * (v[k] ?? 0);
    v[i] = sum / (l[row + i] ?? 1);
  }
  return v;
}

function fitAt(input: EffectInput, columns: readonly Float64Array[], factor: Factor): PointFit | null {
  const n = input.y.length;
  const k = input.x[0]?.length ?? 0;
  const df = n - k;
  if (k === 0 || df < 1) return null;
  // Whitening: z = L⁻¹y and X̃ = L⁻¹X have independent errors of variance σ²; |J| = |Σ/σ²|^{-1/2}.
  const zy = forward(factor, input.y);
  const zx = columns.map((column) => forward(factor, column));
  const logJacobian = -0.5 * factor.logDet;
  const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const xty = new Array<number>(k).fill(0);
  let yty = 0;
  for (let i = 0; i < n; i++) yty += (zy[i] ?? 0) ** 2;
  for (let a = 0; a < k; a++) {
    const ca = zx[a] as Float64Array;
    let sy = 0;
    for (let i = 0; i < n; i++) sy += (ca[i] as number) * (zy[i] as number);
    xty[a] = sy;
    for (let b = 0; b <= a; b++) {
      const cb = zx[b] as Float64Array;
      let sum = 0;
      for (let i = 0; i < n; i++) sum += (ca[i] as number) * (cb[i] as number);
      (xtx[a] as number[])[b] = sum;
      (xtx[b] as number[])[a] = sum;
    }
  }
  const l = cholesky(xtx);
  if (!l) return null;
  const coefficients = choleskySolve(l, xty);
  let rss = yty;
  coefficients.forEach((c, a) => (rss -= c * (xty[a] ?? 0)));
  rss = Math.max(rss, 1e-12 * Math.max(yty, 1e-12));
  const unit = new Array<number>(k).fill(0);
  unit[0] = 1;
  const information = 1 / (choleskySolve(l, unit)[0] ?? NaN);
  let logDet = 0;
  for (let a = 0; a < k; a++) logDet += 2 * Math.log(l[a]?.[a] ?? 1);
  // The nuisance block's determinant is det(XᵀX) / information (Schur complement of the effect's column).
  const logDetNuisance = logDet - Math.log(information);
  // p(y | β, φ, w) ∝ |J| · |X̃ₙᵀX̃ₙ|^{-1/2} · R(β)^{-ν/2}, ν = n − k + 1, R(β) = rss + information·(β − β̂)²; the
  // factors Γ(ν/2), 2 and π are the same at every grid point and dropped.
  const logScale = logJacobian - 0.5 * logDetNuisance;
  if (!Number.isFinite(logScale) || !Number.isFinite(information) || information <= 0) return null;
  return { logScale, estimate: coefficients[0] ?? NaN, rss, information, df };
}

/** The effect's posterior, or null when the model cannot be fitted at any φ (too few days for its columns). */
export function effectPosterior(input: EffectInput): EffectPosterior | null {
  const factors = input.factors ?? errorFactors(input.days);
  const k = input.x[0]?.length ?? 0;
  const columns = Array.from({ length: k }, (_, a) => Float64Array.from(input.x, (row) => row[a] ?? 0));
  const fits = factors.map((factor) => (factor ? fitAt(input, columns, factor) : null)).filter((f): f is PointFit => f !== null);
  if (fits.length === 0) return null;
  const nu = (fits[0]?.df ?? 0) + 1;
  // Rough weight of each φ (flat prior on the effect) to set the effect grid where the posterior has its mass.
  const rough = fits.map((f) => f.logScale - 0.5 * Math.log(f.information) - ((nu - 1) / 2) * Math.log(f.rss));
  const top = Math.max(...rough);
  let low = Infinity;
  let high = -Infinity;
  fits.forEach((f, i) => {
    if ((rough[i] ?? -Infinity) - top < -20) return;
    const se = Math.sqrt(f.rss / Math.max(f.df, 1) / f.information);
    low = Math.min(low, f.estimate - 15 * se);
    high = Math.max(high, f.estimate + 15 * se);
  });
  // The prior puts next to nothing beyond 12 of its SDs.
  low = Math.max(low, -12 * input.priorSd);
  high = Math.min(high, 12 * input.priorSd);
  if (!(high > low)) return null;
  const step = (high - low) / (EFFECT_GRID_POINTS - 1);
  const grid = Array.from({ length: EFFECT_GRID_POINTS }, (_, i) => low + i * step);
  const logDensity = new Array<number>(EFFECT_GRID_POINTS).fill(-Infinity);
  const scratch = new Array<number>(EFFECT_GRID_POINTS).fill(0);
  // Grid points whose weight is below e^-20 of the best one change nothing; leaving them out saves most of the work.
  const perPhi: { base: number; fit: PointFit }[] = fits.filter((_, i) => (rough[i] ?? -Infinity) - top >= -20).map((fit) => ({ base: fit.logScale, fit }));
  // log-sum-exp over φ at every grid point.
  for (let g = 0; g < EFFECT_GRID_POINTS; g++) {
    const beta = grid[g] ?? 0;
    let best = -Infinity;
    for (let p = 0; p < perPhi.length; p++) {
      const { base, fit } = perPhi[p] as { base: number; fit: PointFit };
      const d = beta - fit.estimate;
      const value = base - (nu / 2) * Math.log(fit.rss + fit.information * d * d);
      scratch[p] = value;
      if (value > best) best = value;
    }
    let sum = 0;
    for (let p = 0; p < perPhi.length; p++) sum += Math.exp((scratch[p] ?? -Infinity) - best);
    const prior = -0.5 * (beta / input.priorSd) ** 2;
    logDensity[g] = best + Math.log(sum) + prior;
  }
  const maxLog = Math.max(...logDensity);
  const density = logDensity.map((v) => Math.exp(v - maxLog));
  // Cumulative by the trapezoid rule.
  const cdf = new Array<number>(EFFECT_GRID_POINTS).fill(0);
  let meanSum = 0;
  for (let g = 1; g < EFFECT_GRID_POINTS; g++) {
    const a = density[g - 1] ?? 0;
    const b = density[g] ?? 0;
    cdf[g] = (cdf[g - 1] ?? 0) + ((a + b) / 2) * step;
    meanSum += (((grid[g - 1] ?? 0) * a + (grid[g] ?? 0) * b) / 2) * step;
  }
  const total = cdf[EFFECT_GRID_POINTS - 1] ?? 0;
  if (!(total > 0) || !Number.isFinite(total)) return null;
  for (let g = 0; g < EFFECT_GRID_POINTS; g++) cdf[g] = (cdf[g] ?? 0) / total;
  const cdfAt = (value: number): number => {
    if (value <= low) return 0;
    if (value >= high) return 1;
    const position = (value - low) / step;
    const i = Math.min(EFFECT_GRID_POINTS - 2, Math.floor(position));
    const f = position - i;
    return (cdf[i] ?? 0) * (1 - f) + (cdf[i + 1] ?? 0) * f;
  };
  return {
    mean: meanSum / total,
    quantile(p: number): number {
      let lo = 0;
      let hi = EFFECT_GRID_POINTS - 1;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if ((cdf[mid] ?? 0) < p) lo = mid;
        else hi = mid;
      }
      const a = cdf[lo] ?? 0;
      const b = cdf[hi] ?? 0;
      const f = b > a ? (p - a) / (b - a) : 0;
      return (grid[lo] ?? 0) + f * step;
    },
    probabilityAbove(value: number): number {
      return 1 - cdfAt(value);
    },
  };
}
