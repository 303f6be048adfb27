/**
 * A duplicate's amounts as the interaction views show them beside its finding: each item's
 * amount a dose and its doses logged today, what the two come to (today's logged doses when any, otherwise one dose
 * of each, and the row says which), and the label's daily limit with whether it is passed.
 */
import type { DuplicateResult } from '@wellness/contract';
import { onFirstUse } from '@/lib/on-first-use';

export interface DuplicateRow {
  term: string;
  value: string;
}

export interface DuplicateAmountsView {
  /** "Acetaminophen in both". */
  title: string;
  rows: DuplicateRow[];
  /** Set when a daily limit is kept: whether a known total passes it, or that no total is known yet. */
  limit: { text: string; over: boolean } | null;
}

const numbers = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }));
const amount = (value: number, unit: string | null) => `${numbers().format(value)}${unit ? ` ${unit}` : ''}`;
const doses = (count: number) => (count === 1 ? '1 dose today' : `${count} doses today`);

/** The view of an ingredient duplicate; null for a class duplicate, whose finding already names both medicines. */
export function duplicateAmountsView(duplicate: DuplicateResult, names: readonly string[]): DuplicateAmountsView | null {
  if (duplicate.kind !== 'ingredient' || duplicate.amounts === null) return null;
  const { unit } = duplicate;
  const rows: DuplicateRow[] = duplicate.amounts.map((share, index) => {
    const perDose = share.perDose === null ? 'amount a dose not given' : `${amount(share.perDose, unit)} a dose`;
    return { term: names[index] ?? `Item ${index + 1}`, value: share.dosesToday === null ? perDose : `${perDose}, ${doses(share.dosesToday)}` };
  });
  if (duplicate.todayTotal !== null) rows.push({ term: 'Logged today, both', value: amount(duplicate.todayTotal, unit) });
  else if (duplicate.perDoseTotal !== null) rows.push({ term: 'One dose of each', value: amount(duplicate.perDoseTotal, unit) });
  const max = duplicate.dailyMaximum;
  let limit: DuplicateAmountsView['limit'] = null;
  if (max) {
    rows.push({ term: 'Daily limit', value: amount(max.amount, max.unit) });
    const known = duplicate.todayTotal ?? duplicate.perDoseTotal;
    if (duplicate.overMaximum) limit = { text: `Over the ${amount(max.amount, max.unit)} daily limit`, over: true };
    else if (duplicate.todayTotal !== null) limit = { text: `Within the daily limit so far today`, over: false };
    else if (known !== null) limit = { text: 'Nothing logged today yet: count every product toward the limit', over: false };
    else limit = { text: 'Add the amount a dose to each item to see the total', over: false };
  }
  const label = duplicate.label;
  return { title: `${label.charAt(0).toUpperCase()}${label.slice(1)} in both`, rows, limit };
}
