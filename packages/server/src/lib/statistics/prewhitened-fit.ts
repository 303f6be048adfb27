/**
 * The one regression fit every day-by-day comparison in Analytics uses: ordinary least squares, then feasible GLS
 * (the AR(1) coefficient of the ordinary fit's residuals removed from the rows, prewhiten.ts), then Newey-West errors
 * on the transformed rows with Andrews' (1991) automatic lag ("prewhitened HAC", Andrews & Monahan 1992), and the t
 * test's degrees of freedom that account for the kernel estimate's own noise. Shared by the joint model of substances
 * (joint-comparison.ts) and the predictor → outcome model of factors and ratings (predictor-effect.ts), so both are
 * calibrated the same way (docs/analytics.md gives the calibration figures).
 */
import { olsNeweyWest, type HacFit } from './newey-west.js';
import { lagOneAutocorrelation, praisWinsten, residualAutocorrelation } from './prewhiten.js';

/** Andrews (1991) AR(1) plug-in bandwidth for the Bartlett kernel, 1.1447·(α·n)^(1/3) with α = 4ρ²/((1−ρ)²(1+ρ)²). */
export function andrewsLag(t: readonly number[], residuals: readonly number[]): number {
  const r = Math.max(-0.97, Math.min(0.97, lagOneAutocorrelation(t, residuals)));
  const alpha = (4 * r * r) / ((1 - r) ** 2 * (1 + r) ** 2);
  return Math.floor(1.1447 * (alpha * residuals.length) ** (1 / 3));
}

/**
 * Student's t degrees of freedom for a coefficient's test. With a lag above 0 the Bartlett-kernel variance estimate is
 * itself noisy, like a chi-square with ν = 3n / (2(L + 1)) degrees of freedom (its relative variance is 4(L + 1)/(3n);
 * Priestley 1981, §6.2.4); ν is combined with the regression's n − k, so tests at small p are not too eager. On
 * simulated users it brought p < 0.002 under no effect from 1.33 to 1.03 times the nominal rate.
 */
export function degreesOfFreedom(fit: HacFit): number {
  const residual = fit.n - fit.k;
  if (fit.lag === 0) return residual;
  return 1 / (1 / residual + (2 * (fit.lag + 1)) / (3 * fit.n));
}

/**
 * The ordinary fit, then the prewhitened refit with the automatic lag; null when the design is not of full rank.
 * `t` is each row's calendar position (ascending), `y` the outcome, `design` the rows' columns (intercept included).
 */
export function prewhitenedFit(t: readonly number[], y: readonly number[], design: readonly (readonly number[])[]): HacFit | null {
  const ols = olsNeweyWest(y, design, { lag: 0, coefficientsOnly: true });
  if (!ols) return null;
  const transformed = praisWinsten(t, y, design, residualAutocorrelation(t, ols.residuals));
  return olsNeweyWest(transformed.y, transformed.x, { lag: (residuals) => andrewsLag(t, residuals) });
}
