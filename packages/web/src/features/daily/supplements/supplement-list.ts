/**
 * Which supplements the picker offers and in what order: only those with supply
 * left or with supply not tracked, filtered by the search box over name, brand and category, sorted by name.
 */
import { MAX_TODAY_DOSES, noSupplementsMatching, type AutocompleteSuggestion, type Substance } from '@wellness/contract';
import { foldName } from '@/components/name-suggestions/local-suggestions';
import { matchesSearch } from '@/domain/substance-search';

type Listed = Pick<Substance, 'name' | 'brand' | 'category' | 'substanceType' | 'remainingSupply'>;

/** remainingSupply at or below 0 is hidden; null (not tracked) stays. The server filters too; this guards stale data. */
export function isLoggable(item: Pick<Substance, 'remainingSupply'>): boolean {
  return item.remainingSupply === null || item.remainingSupply > 0;
}

export function loggableSupplements<T extends Listed>(items: readonly T[]): T[] {
  return items.filter(isLoggable).sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }));
}

export function matchingSupplements<T extends Listed>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(item, query));
}

/** What the list says when the search leaves nothing; null while the search is blank. */
export function noMatchMessage(query: string): string | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : noSupplementsMatching(trimmed);
}

/**
 * The picked suggestion to offer for "Add to my substances": one not in the user's library
 * (the server marks library names `isExisting`, whatever their type), while the box still holds its name.
 */
export function suggestionToAdd(picked: AutocompleteSuggestion | null, search: string): AutocompleteSuggestion | null {
  if (picked === null || picked.isExisting) return null;
  return foldName(picked.name) === foldName(search) ? picked : null;
}

/**
 * The server answers today's newest MAX_TODAY_DOSES doses; when the list is that full the section says the cards hold
 * only those (`listed`), with how many today holds when the dose counts (`total`, a read of its own) know more.
 */
export function cappedTodayNote(listed: number, total: number | undefined): string | null {
  if (listed < MAX_TODAY_DOSES) return null;
  if (total !== undefined && total > MAX_TODAY_DOSES) return `The cards list your latest ${MAX_TODAY_DOSES} of the ${total} doses logged today.`;
  return `The cards list your latest ${MAX_TODAY_DOSES} doses logged today.`;
}
