/**
 * How long until an answer: the rated days on each side that would find a medium effect (g = 0.5) with 80 % power at
 * the test's threshold in its family, under the model that gave the estimate.
 *
 * The fitted standard error of g is SE = c·√(1/n₁ + 1/n₀); c carries what the model knows beyond the counts (the
 * day-to-day correlation, the other substances, the trend). Power 80 % needs SE ≤ 0.5 / (t₍₁₋α/2₎ + z₀.₈), so the
 * days needed are found by keeping c and the user's current split between days with and without, and, for the advice,
 * with an even split, which needs the fewest days in all.
 */
import { tCritical } from './student-t.js';

export const MEDIUM_EFFECT = 0.5;
const Z_POWER_80 = 0.8416212335729143;

export interface DaysNeeded {
  /** More rated days with and without it at the current split; 0 when that side already has enough. */
  readonly taken: number;
  readonly notTaken: number;
  /** The same target reached from the current days with even sides from here on: days with and without in all. */
  readonly evenTaken: number;
  readonly evenNotTaken: number;
}

export function daysForMediumEffect(input: {
  readonly daysTaken: number;
  readonly daysNotTaken: number;
  readonly gSe: number;
  readonly df: number;
  readonly threshold: number;
}): DaysNeeded | null {
  const { daysTaken: n1, daysNotTaken: n0, gSe, df, threshold } = input;
  if (!(n1 > 0 && n0 > 0 && gSe > 0 && threshold > 0 && threshold < 1)) return null;
  const c = gSe / Math.sqrt(1 / n1 + 1 / n0);
  const target = MEDIUM_EFFECT / (tCritical(df, 1 - threshold) + Z_POWER_80);
  const inverseSum = (target / c) ** 2;
  const share = n1 / (n1 + n0);
  const total = 1 / (share * (1 - share) * inverseSum);
  const even = 2 / inverseSum;
  return {
    taken: Math.max(0, Math.ceil(total * share) - n1),
    notTaken: Math.max(0, Math.ceil(total * (1 - share)) - n0),
    evenTaken: Math.max(0, Math.ceil(even) - n1),
    evenNotTaken: Math.max(0, Math.ceil(even) - n0),
  };
}
