/**
 * The list's filter chips, search and empty-state text: "All" plus one chip per type that has
 * items, each with its count; the search (domain/substance-search.ts); cards sorted by name.
 */
import { SUBSTANCE_MESSAGES, SUBSTANCE_TYPE_LABELS, SUBSTANCE_TYPES, type Substance, type SubstanceType } from '@wellness/contract';
import { matchesSearch } from '@/domain/substance-search';

export type TypeFilter = 'ALL' | SubstanceType;

export interface FilterChip {
  filter: TypeFilter;
  label: string;
  count: number;
}

type Listed = Pick<Substance, 'substanceType' | 'name' | 'brand' | 'category'>;

export function filterChips(items: readonly Listed[]): FilterChip[] {
  const chips: FilterChip[] = [{ filter: 'ALL', label: 'All', count: items.length }];
  for (const type of SUBSTANCE_TYPES) {
    const count = items.filter((item) => item.substanceType === type).length;
    if (count > 0) chips.push({ filter: type, label: SUBSTANCE_TYPE_LABELS[type], count });
  }
  return chips;
}

/** A type chip disappears with its last item; the list then falls back to All rather than showing nothing. */
export function effectiveFilter(filter: TypeFilter, chips: readonly FilterChip[]): TypeFilter {
  return chips.some((chip) => chip.filter === filter) ? filter : 'ALL';
}

export function filterSubstances<T extends Listed>(items: readonly T[], filter: TypeFilter, query: string): T[] {
  return items
    .filter((item) => (filter === 'ALL' || item.substanceType === filter) && matchesSearch(item, query))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }));
}

export function isFilterActive(filter: TypeFilter, query: string): boolean {
  return filter !== 'ALL' || query.trim() !== '';
}

export function emptyStateMessage(filter: TypeFilter, query: string): string {
  return isFilterActive(filter, query) ? SUBSTANCE_MESSAGES.emptyFiltered : SUBSTANCE_MESSAGES.emptyAll;
}
