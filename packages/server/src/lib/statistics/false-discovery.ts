/**
 * False discovery rate control for a family of tests (issue 28): everything one screen can call a benefit or a harm
 * is one family, and a claim is shown only when it holds after accounting for all of them.
 *
 * Benjamini–Hochberg (1995) keeps the expected share of false claims among the claims at q when the tests are
 * independent or positively dependent; Benjamini–Yekutieli (2001) keeps it under any dependence, at the price of the
 * harmonic factor c(m) = 1 + 1/2 + … + 1/m. The adjusted value of a test is the smallest q at which it would be claimed.
 */

export type FdrMethod = 'benjamini-hochberg' | 'benjamini-yekutieli';

/** Adjusted p-values (q-values) in the input order: min over j ≥ i of p_(j) · m · c(m) / j, capped at 1. */
export function fdrAdjust(pValues: readonly number[], method: FdrMethod): number[] {
  const m = pValues.length;
  if (m === 0) return [];
  const harmonic = method === 'benjamini-yekutieli' ? Array.from({ length: m }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0) : 1;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
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
