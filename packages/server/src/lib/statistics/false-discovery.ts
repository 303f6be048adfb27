/**
 * False discovery rate control for a family of tests: everything one screen can call a benefit or a harm
 * is one family, and a claim is shown only when it holds after accounting for all of them.
 *
 * Benjamini–Hochberg (1995) keeps the expected share of false claims among the claims at q when the tests are
 * independent or positively dependent; Benjamini–Yekutieli (2001) keeps it under any dependence, at the price of the
 * harmonic factor c(m) = 1 + 1/2 + … + 1/m. The adjusted value of a test is the smallest q at which it would be claimed.
 *
 * Weights (Genovese, Roeder & Wasserman 2006) give a pre-specified primary outcome a larger share of the error
 * budget: each p is divided by its weight before the procedure, and the bound still holds when the weights average 1
 * over the family (they are rescaled here so they do).
 */

export type FdrMethod = 'benjamini-hochberg' | 'benjamini-yekutieli';

/**
 * Adjusted p-values (q-values) in the input order: min over j ≥ i of p_(j) · m · c(m) / j, capped at 1, where p is
 * the weighted p / w when weights are given.
 */
export function fdrAdjust(pValues: readonly number[], method: FdrMethod, weights?: readonly number[]): number[] {
  const m = pValues.length;
  if (m === 0) return [];
  const harmonic = method === 'benjamini-yekutieli' ? Array.from({ length: m }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0) : 1;
  const weightSum = weights ? weights.reduce((a, b) => a + b, 0) : m;
  const weighted = pValues.map((p, i) => {
    const w = weights ? ((weights[i] ?? 0) * m) / weightSum : 1;
    return w > 0 ? p / w : Infinity;
  });
  const order = weighted.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 1;
  for (let rank = m - 1; rank >= 0; rank -= 1) {
    const entry = order[rank];
    if (entry === undefined) continue;
    running = Math.min(running, (entry.p * m * harmonic) / (rank + 1), 1);
    adjusted[entry.i] = running;
  }
  return adjusted;
}
