/**
 * The decision for a family of claims: weighted Benjamini–Hochberg at FAMILY_Q over every test
 * one screen can call a benefit or a harm, and for each test the interval that agrees with that decision.
 *
 * The interval is the false-coverage-rate interval of Benjamini & Yekutieli (2005), at level 1 − q·w·R/m (R the
 * claims made, at least 1; w the test's normalised weight): it leaves 0 out exactly when the test is claimed, so the
 * badge, the interval and the sentence never disagree, and the claimed intervals together cover their true values
 * with the family's rate.
 */
import { fdrAdjust } from './false-discovery.js';

/**
 * q of the family. Under no effect at all, the chance that anything is claimed is at most q (the tests are positively
 * dependent or independent); docs/analytics.md gives the simulated rates behind the choice.
 */
export const FAMILY_Q = 0.05;

export interface FamilyTest {
  readonly pValue: number;
  /** Share of the error budget, relative; rescaled so the weights average 1 over the family. */
  readonly weight: number;
}

export interface FamilyDecision {
  readonly adjustedP: number;
  readonly claimed: boolean;
  /** The two-sided level of the test's interval, e.g. 0.9969. */
  readonly intervalLevel: number;
  /** The unadjusted p below which this test alone would be claimed: its share of the budget when nothing else is. */
  readonly threshold: number;
}

export function decideFamily(tests: readonly FamilyTest[], q = FAMILY_Q): { decisions: FamilyDecision[]; claims: number } {
  const m = tests.length;
  const adjusted = fdrAdjust(
    tests.map((t) => t.pValue),
    'benjamini-hochberg',
    tests.map((t) => t.weight),
  );
  const claims = adjusted.filter((a) => a <= q).length;
  const weightSum = tests.reduce((sum, t) => sum + t.weight, 0);
  const decisions = tests.map((test, i) => {
    const w = weightSum > 0 ? (test.weight * m) / weightSum : 1;
    const adjustedP = adjusted[i] ?? 1;
    return {
      adjustedP,
      claimed: adjustedP <= q,
      intervalLevel: 1 - (q * w * Math.max(claims, 1)) / m,
      threshold: (q * w) / m,
    };
  });
  return { decisions, claims };
}
