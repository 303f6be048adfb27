/**
 * Whether two substances were taken on nearly the same days: then any difference the data shows belongs to
 * both, and the app says the two cannot be told apart instead of crediting one.
 */
import { CONFOUNDING_AGREEMENT, MIN_RATED_DAYS } from './minimums.js';

/** The share of days on which the two on/off series agree (both taken or both not); null below the minimum days. */
export function agreement(a: readonly boolean[], b: readonly boolean[]): number | null {
  const n = Math.min(a.length, b.length);
  if (n < MIN_RATED_DAYS) return null;
  let same = 0;
  for (let i = 0; i < n; i++) if (a[i] === b[i]) same++;
  return same / n;
}

export function indistinguishable(a: readonly boolean[], b: readonly boolean[]): boolean {
  const share = agreement(a, b);
  return share !== null && share >= CONFOUNDING_AGREEMENT;
}
