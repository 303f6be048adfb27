/**
 * Hedges' g: the standardized mean difference of two groups with the small-sample correction J, and its
 * large-sample variance (Hedges & Olkin 1985, in the form of Borenstein et al. 2009, "Introduction to
 * Meta-Analysis", ch. 4: V_d = (n1+n2)/(n1·n2) + d²/(2(n1+n2)), V_g = J²·V_d).
 */
import { pooledSd } from './descriptive.js';

export interface GroupSummary {
  n: number;
  mean: number;
  sd: number;
}

export interface HedgesG {
  d: number;
  /** The small-sample correction factor J = 1 − 3/(4·df − 1), df = n1 + n2 − 2. */
  j: number;
  g: number;
  variance: number;
  se: number;
  ci95: { low: number; high: number };
}

const Z95 = 1.959963984540054;

export function smallSampleCorrection(n1: number, n2: number): number {
  return 1 - 3 / (4 * (n1 + n2 - 2) - 1);
}

/** g of group 1 over group 2 (positive when group 1's mean is higher); null when it is undefined (a group below two, or no spread). */
export function hedgesG(group1: GroupSummary, group2: GroupSummary): HedgesG | null {
  if (group1.n < 2 || group2.n < 2) return null;
  const sWithin = pooledSd(group1.n, group1.sd, group2.n, group2.sd);
  if (!(sWithin > 0)) return null;
  const d = (group1.mean - group2.mean) / sWithin;
  const j = smallSampleCorrection(group1.n, group2.n);
  const varianceD = (group1.n + group2.n) / (group1.n * group2.n) + d ** 2 / (2 * (group1.n + group2.n));
  const variance = j ** 2 * varianceD;
  const se = Math.sqrt(variance);
  const g = j * d;
  return { d, j, g, variance, se, ci95: { low: g - Z95 * se, high: g + Z95 * se } };
}
