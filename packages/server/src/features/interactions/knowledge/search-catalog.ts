/**
 * Autocomplete over the supplement name catalog, for supplement, herbal and homeopathic items (minimum 2
 * characters, default limit 10). Matching ignores case, accents and punctuation, so "st johns" finds "St. John's Wort"
 * and "omega 3" finds "Omega-3". Ranking: prefix matches (the name's own first, then a synonym's), then the query
 * starting a later word ("d3" → "Vitamin D3"), then anywhere inside a word; ties alphabetical by name.
 */
import { fold } from '../../../lib/fold-name.js';
import { NAME_CATALOG, type CatalogCategory, type CatalogEntry } from './name-catalog.js';

export const CATALOG_MIN_QUERY_LENGTH = 2;

export interface CatalogSuggestion {
  readonly name: string;
  readonly category: CatalogCategory;
}

interface Searchable {
  readonly entry: CatalogEntry;
  readonly name: string;
  readonly terms: readonly string[];
}

const SEARCHABLE: readonly Searchable[] = NAME_CATALOG.map((entry) => ({
  entry,
  name: fold(entry.name),
  terms: [entry.name, ...entry.synonyms].map(fold),
}));

/**
 * 0 = the name starts with the query, 1 = a synonym does, 2 = a later word of either does, 3 = it occurs inside a
 * word, null = no match. The name before its synonyms keeps "omega 3" → "Omega-3" ahead of "Fish oil".
 */
function rank({ name, terms }: Searchable, query: string): number | null {
  if (name.startsWith(query)) return 0;
  if (terms.some((term) => term.startsWith(query))) return 1;
  if (terms.some((term) => term.includes(` ${query}`))) return 2;
  if (terms.some((term) => term.includes(query))) return 3;
  return null;
}

export function searchCatalog(query: string, limit: number): CatalogSuggestion[] {
  const max = Number.isFinite(limit) ? Math.floor(limit) : 0;
  if (query.trim().length < CATALOG_MIN_QUERY_LENGTH || max <= 0) return [];
  const folded = fold(query);
  if (folded === '') return [];

  const hits: { entry: CatalogEntry; tier: number }[] = [];
  for (const searchable of SEARCHABLE) {
    const tier = rank(searchable, folded);
    if (tier !== null) hits.push({ entry: searchable.entry, tier });
  }
  hits.sort((x, y) => x.tier - y.tier || x.entry.name.localeCompare(y.entry.name, 'en', { sensitivity: 'base' }));

  const seen = new Set<string>();
  const suggestions: CatalogSuggestion[] = [];
  for (const { entry } of hits) {
    const key = entry.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ name: entry.name, category: entry.category });
    if (suggestions.length === max) break;
  }
  return suggestions;
}

/** The catalog entry whose name or synonym is exactly this name (ignoring case, accents and punctuation). */
export function findCatalogEntry(name: string): CatalogEntry | null {
  const folded = fold(name);
  if (folded === '') return null;
  return SEARCHABLE.find((s) => s.terms.includes(folded))?.entry ?? null;
}
