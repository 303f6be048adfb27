/**
 * The name field's fallback when autocomplete fails (part 1 §8): names from the user's own list that contain
 * what was typed, marked as in the library, so the field still helps offline.
 */
import { AUTOCOMPLETE_DEFAULT_LIMIT, type AutocompleteSuggestion } from '@wellness/contract';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US').trim();

export function localSuggestions(
  items: ReadonlyArray<{ name: string; category: string | null }>,
  query: string,
  limit = AUTOCOMPLETE_DEFAULT_LIMIT,
): AutocompleteSuggestion[] {
  const needle = fold(query);
  if (needle === '') return [];
  // The first spelling of each name wins, so the list never shows the same name twice.
  const byName = new Map<string, { name: string; category: string | null }>();
  for (const item of items) {
    const key = fold(item.name);
    if (key.includes(needle) && !byName.has(key)) byName.set(key, item);
  }
  const startsWith = (name: string) => fold(name).startsWith(needle);
  return [...byName.values()]
    .sort((a, b) => Number(!startsWith(a.name)) - Number(!startsWith(b.name)) || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((item) => ({ name: item.name, category: item.category, isExisting: true }));
}
