/**
 * The one supply warning rule (issue 34), the same wherever a substance's supply is shown: the Daily tab's dose card,
 * the Substances card and the clinician report. The spec has two thresholds and both still hold, as two steps of
 * this one rule, each saying which threshold it used:
 *   - "Low stock" below 10 left (part 1: "Low stock: remainingSupply below 10");
 *   - "Low supply", the stronger step, at 7 or fewer left (part 2: "Low supply warning when remainingSupply is 7 or
 *     less") or once the run-out forecast's refill date has come.
 * A substance with 8 left is "Low stock" in every place; with 5 left it is both, in every place.
 */
import { LOW_STOCK_DOSE_THRESHOLD, LOW_SUPPLY_CARD_THRESHOLD } from './substances.js';
import type { RunOut } from './schedules.js';

export type SupplyWarningKind = 'low-stock' | 'low-supply';

export interface SupplyWarning {
  kind: SupplyWarningKind;
  /** 'Low stock' or 'Low supply': the badge's words. */
  label: string;
  /** 'warning' for low stock; 'refill', the stronger tone, for low supply. */
  tone: 'warning' | 'refill';
  /** Which threshold it used, in words: "fewer than 10 left", "7 or fewer left", "refill by Dec 9". */
  reason: string;
}

export interface SupplyFacts {
  remainingSupply: number | null;
  runOut: Pick<RunOut, 'refillBy'> | null;
}

/**
 * The warnings for a substance on `todayIso` (YYYY-MM-DD in the user's calendar), mild first; none when supply is
 * unknown and no refill date has come. `formatDay` writes the refill date in the user's format (ISO by default).
 */
export function supplyWarnings(facts: SupplyFacts, todayIso: string, formatDay: (isoDay: string) => string = (day) => day): SupplyWarning[] {
  const left = facts.remainingSupply;
  const warnings: SupplyWarning[] = [];
  if (left !== null && left < LOW_STOCK_DOSE_THRESHOLD) {
    warnings.push({ kind: 'low-stock', label: 'Low stock', tone: 'warning', reason: `fewer than ${LOW_STOCK_DOSE_THRESHOLD} left` });
  }
  if (left !== null && left <= LOW_SUPPLY_CARD_THRESHOLD) {
    warnings.push({ kind: 'low-supply', label: 'Low supply', tone: 'refill', reason: `${LOW_SUPPLY_CARD_THRESHOLD} or fewer left` });
  } else if (facts.runOut !== null && facts.runOut.refillBy <= todayIso) {
    warnings.push({ kind: 'low-supply', label: 'Low supply', tone: 'refill', reason: `refill by ${formatDay(facts.runOut.refillBy)}` });
  }
  return warnings;
}
