/**
 * Holm's step-down adjustment (Holm 1979) of a family of p-values, so testing the same-day and the next-day effect
 * is not two chances at a finding: the family-wise error rate stays at α.
 */

/** Adjusted p-values in the input order: p_(i) · (m − i + 1), made monotone, capped at 1. */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, p * (m - rank)));
    adjusted[i] = running;
  });
  return adjusted;
}
