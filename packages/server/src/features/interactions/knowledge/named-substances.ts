/**
 * Every name the app knows, one substance per name: the curated substances (which the interaction check uses) and
 * the catalog's name-only substances (known as names, never checked). Research matching and the assistant's
 * question reading find names here; the interaction check goes through resolve-substance.ts, which ignores name-only
 * substances so they stay "not checked".
 */
import { nameKeysOf } from './name-index.js';
import { suffixIngredient } from './name-rest-words.js';
import { substanceById } from './knowledge-index.js';
import { normalizeName, stripSaltWords } from './normalize-name.js';
import { NAME_ONLY_SUBSTANCES, SUBSTANCES } from './substances.js';
import type { Substance } from './types.js';
import { onFirstUse } from '../../../lib/on-first-use.js';

/** Curated first, so a curated substance keeps a name; substances-from-catalog.ts already gives each name one owner. */
export const NAMED_SUBSTANCES: readonly Substance[] = [...SUBSTANCES, ...NAME_ONLY_SUBSTANCES];

/** Built on the first question, not at start (issue 35). */
const names = onFirstUse(() => {
  const byKey = new Map<string, Substance>();
  for (const substance of NAMED_SUBSTANCES) {
    for (const { key } of nameKeysOf(substance)) if (!byKey.has(key)) byKey.set(key, substance);
  }
  return {
    byKey,
    longestKeyWords: Math.max(...[...byKey.keys()].map((key) => key.split(' ').length)),
    foodIds: new Set(SUBSTANCES.filter((s) => s.kind === 'food').map((s) => s.id)),
  };
});

/** The substance a whole name means, ignoring doses, forms and salt words, or undefined. */
export function namedSubstance(text: string): Substance | undefined {
  const key = normalizeName(text);
  const { byKey } = names();
  return byKey.get(key) ?? byKey.get(stripSaltWords(key, { trailingCation: false }));
}

/**
 * The substances a text names: the whole text when it is one name, else the longest known name at each word, left to
 * right ("Organic Ashwagandha and Rhodiola complex" → Ashwagandha, Rhodiola). Foods are left out of a scan: their
 * words turn up in unrelated sentences and product names.
 */
export function namedSubstancesIn(text: string): Substance[] {
  const whole = namedSubstance(text);
  if (whole) return [whole];
  const { byKey, longestKeyWords, foodIds } = names();
  const words = normalizeName(text).split(' ').filter(Boolean);
  const found: Substance[] = [];
  const add = (substance: Substance) => {
    if (!found.includes(substance)) found.push(substance);
  };
  let afterName = -1;
  let lastFound: Substance | undefined;
  for (let start = 0; start < words.length;) {
    // "Aleve-D", "Tylenol PM": right after an over-the-counter medicine's name, the suffix names the added
    // ingredient (name-rest-words.ts); "Xanax PM" or "calcium + D" add nothing.
    const suffixOf = start === afterName ? suffixIngredient(words[start] ?? '', lastFound?.kind) : undefined;
    const added = suffixOf === undefined ? undefined : substanceById.get(suffixOf);
    if (added) {
      add(added);
      start += 1;
      continue;
    }
    let matched = 0;
    for (let length = Math.min(longestKeyWords, words.length - start); length > 0 && matched === 0; length -= 1) {
      const substance = byKey.get(words.slice(start, start + length).join(' '));
      if (substance && !foodIds.has(substance.id)) {
        add(substance);
        lastFound = substance;
        matched = length;
      }
    }
    start += Math.max(matched, 1);
    if (matched > 0) afterName = start;
  }
  return found;
}
