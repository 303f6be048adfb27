/**
 * What a comparison of taken and not-taken days still lacks, and the change in habit that closes the gap: shared by
 * the server's sentences and the web's, so both say the same. A substance taken on every rated day (or never) cannot
 * be compared at all, whatever the number of days; otherwise the gap is counted in rated days with it, without it, and
 * in all.
 */
import { plural } from './plural.js';
export interface ComparisonDays {
  readonly daysTaken: number;
  readonly daysNotTaken: number;
}

export interface ComparisonMinimums {
  readonly ratedDays: number;
  readonly daysPerSide: number;
}

export type ComparisonGap =
  | { readonly kind: 'enough' }
  | { readonly kind: 'taken-every-day' }
  | { readonly kind: 'never-taken' }
  | { readonly kind: 'more-days'; readonly withIt: number; readonly withoutIt: number; readonly inAll: number };

export function comparisonGap(days: ComparisonDays, minimums: ComparisonMinimums): ComparisonGap {
  const withIt = Math.max(0, minimums.daysPerSide - days.daysTaken);
  const withoutIt = Math.max(0, minimums.daysPerSide - days.daysNotTaken);
  const inAll = Math.max(0, minimums.ratedDays - days.daysTaken - days.daysNotTaken - withIt - withoutIt);
  if (withIt === 0 && withoutIt === 0 && inAll === 0) return { kind: 'enough' };
  if (days.daysTaken > 0 && days.daysNotTaken === 0) return { kind: 'taken-every-day' };
  if (days.daysTaken === 0 && days.daysNotTaken > 0) return { kind: 'never-taken' };
  return { kind: 'more-days', withIt, withoutIt, inAll };
}

const rated = (count: number, side: string): string => `${plural(count, 'more rated day')} ${side}`;

/** The gap in words, naming the substance: one sentence a person can act on. */
export function comparisonGapSentence(gap: ComparisonGap, name: string): string {
  switch (gap.kind) {
    case 'enough':
      return '';
    case 'taken-every-day':
      return `You took ${name} on every rated day, so there is nothing to compare it with: to learn whether it helps, the days without it need rating too (take it on some days and not others, if your prescriber agrees).`;
    case 'never-taken':
      return `No rated day has ${name} logged yet: log its doses (or tick it in your entries) on the days you take it.`;
    case 'more-days': {
      const parts = [
        ...(gap.withIt > 0 ? [rated(gap.withIt, `with ${name}`)] : []),
        ...(gap.withoutIt > 0 ? [rated(gap.withoutIt, `without ${name}`)] : []),
        ...(gap.inAll > 0 ? [rated(gap.inAll, 'on either side')] : []),
      ];
      const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : (parts[0] ?? '');
      return `It needs ${list}.`;
    }
  }
}
