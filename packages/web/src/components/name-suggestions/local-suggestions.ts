/**
 * A name box's fallback when autocomplete fails: names from the user's own list that contain
 * what was typed, marked as in the library, so the field still helps offline.
 */
import { AUTOCOMPLETE_DEFAULT_LIMIT, NAME_SUGGESTIONS_SHOWN, type AutocompleteSuggestion } from '@wellness/contract';

/** One of the user's own items, as the fallback reads it. */
export interface LibraryItem {
  name: string;
  category: string | null;
}

/** A name as compared: accents, case and surrounding spaces ignored. */
export const foldName = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US').trim();

export function localSuggestions(items: readonly LibraryItem[], query: string, limit = AUTOCOMPLETE_DEFAULT_LIMIT): AutocompleteSuggestion[] {
  const needle = foldName(query);
  if (needle === '') return [];
  // The first spelling of each name wins, so the list never shows the same name twice.
  const byName = new Map<string, LibraryItem>();
  for (const item of items) {
    const key = foldName(item.name);
    if (key.includes(needle) && !byName.has(key)) byName.set(key, item);
  }
  const startsWith = (name: string) => foldName(name).startsWith(needle);
  return [...byName.values()]
    .sort((a, b) => Number(!startsWith(a.name)) - Number(!startsWith(b.name)) || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((item) => ({ name: item.name, category: item.category, isExisting: true }));
}

/** What a name box lists: at most NAME_SUGGESTIONS_SHOWN, each name once (case ignored), in the order given. */
export function shownSuggestions(suggestions: readonly AutocompleteSuggestion[]): AutocompleteSuggestion[] {
  const seen = new Set<string>();
  const shown: AutocompleteSuggestion[] = [];
  for (const suggestion of suggestions) {
    const key = (suggestion.label ?? suggestion.name).trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push(suggestion);
    if (shown.length === NAME_SUGGESTIONS_SHOWN) break;
  }
  return shown;
}
